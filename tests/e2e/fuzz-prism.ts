import type { Page, Route } from '@playwright/test';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ports } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';
import { FUZZ_JOB_STATUS } from './fuzz-walk';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface FuzzRun {
  seed: number;
  /** What this run stresses, for the test title. */
  about: string;
  /** json-schema-faker options (Prism reads them from the document's `x-json-schema-faker`). */
  faker: Record<string, unknown>;
  /** Every free-text string of the models at least this long. */
  minStringLength?: number;
}

/**
 * Two seeds, at the two ends of what the contract allows: lists of none or one with values as
 * the schema allows them, and full lists and long paths of 300+ character strings. Each walk
 * costs 20–30 s, so each pushes the generator as far as it goes.
 */
export const FUZZ_RUNS: readonly FuzzRun[] = [
  { seed: 1, about: 'lists of none or one, values as the schema allows', faker: { maxItems: 1 } },
  {
    seed: 2,
    about: 'full lists and long paths of 300+ character strings',
    faker: { minItems: 11, maxItems: 12 },
    minStringLength: 300,
  },
];

/**
 * The models with a minimum length on every free-text string. Done on the schemas rather than by
 * the generator's `minLength` option, which also stretches dates until they are invalid.
 */
function lengthenStrings(node: unknown, minLength: number): unknown {
  if (Array.isArray(node)) return node.map((item) => lengthenStrings(item, minLength));
  if (!isRecord(node)) return node;
  const copy = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, lengthenStrings(value, minLength)]),
  );
  const freeText = node.type === 'string' && !('format' in node) && !('enum' in node);
  return freeText && !('maxLength' in node) ? { ...copy, minLength } : copy;
}

/** `preferred` when nothing listens there (another checkout may), else any free port. */
function freePort(preferred: number): Promise<number> {
  return new Promise((resolve) => {
    const listen = (port: number) => {
      const server = createServer();
      server.once('error', () => listen(0));
      server.listen(port, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : port));
      });
    };
    listen(preferred);
  });
}

/** A dynamic Prism of the contract for one run, on a port of its own. */
export async function startFuzzPrism(run: FuzzRun) {
  const dir = mkdtempSync(join(tmpdir(), 'nmc-fuzz-'));
  const contract: unknown = parse(readFileSync('openapi.yaml', 'utf8'));
  if (!isRecord(contract) || !isRecord(contract.components))
    throw new Error('openapi.yaml has no components');
  const { schemas } = contract.components;
  const variant = {
    ...contract,
    components: {
      ...contract.components,
      // Only the models: query parameters keep their limits, so requests stay valid.
      schemas: run.minStringLength ? lengthenStrings(schemas, run.minStringLength) : schemas,
    },
    'x-json-schema-faker': run.faker,
  };
  const document = join(dir, 'openapi.json');
  writeFileSync(document, JSON.stringify(variant));
  const port = await freePort(ports.mock + 100 + run.seed);
  const prism = await startPrism(port, {
    document,
    extraArgs: ['-d', '--seed', String(run.seed), '--json-schema-faker-fillProperties=false'],
  });
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => {
      prism.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Violation {
  location?: unknown;
  message?: unknown;
}

const violationsOf = (header: string | undefined): Violation[] => {
  try {
    const parsed: unknown = JSON.parse(header ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecord) : [];
  } catch {
    return [{ message: header }];
  }
};

export interface Violations {
  /** The app sent what the contract does not allow: its fault. */
  request: string[];
  /** Prism generated what the contract does not allow: noted, not the app's fault. */
  response: string[];
}

/**
 * Sends every API call of the page to the given Prism and answers with what it generated. The
 * calculator's jobs keep their fuzzed result but get the status the walk needs. Prism's own
 * report of contract violations (`sl-violations`) is collected.
 */
export async function forwardApi(page: Page, base: string): Promise<Violations> {
  const violations: Violations = { request: [], response: [] };
  const forward = async (route: Route) => {
    const request = route.request();
    const { pathname, search } = new URL(request.url());
    const url = `${base}${pathname}${search}`;
    // Prism closes idle keep-alive connections after 5 s; a request sent on one just then is reset.
    const response = await route.fetch({ url }).catch(() => route.fetch({ url }));
    for (const violation of violationsOf(response.headers()['sl-violations'])) {
      const where = Array.isArray(violation.location) ? violation.location.join('.') : '';
      const line = `${request.method()} ${pathname} ${where}: ${String(violation.message)}`;
      violations[where.startsWith('response') ? 'response' : 'request'].push(line);
    }
    const jobId = /^\/api\/jobs\/v1\/(\d+)\/$/.exec(pathname)?.[1];
    const status = jobId ? FUZZ_JOB_STATUS[Number(jobId)] : undefined;
    if (status && response.ok()) {
      const job: unknown = await response.json();
      if (isRecord(job)) return route.fulfill({ response, json: { ...job, status } });
    }
    return route.fulfill({ response });
  };
  await page.route('**/api/**', forward);
  await page.route('**/users/**', forward);
  return violations;
}
