// @vitest-environment node
// The API reference: every part of openapi.yaml it shows is described in Russian, and the dev
// server builds and serves it at /api-docs/ (the same build `npm run docs` runs).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiDocsPlugin } from '../../scripts/api-docs.mjs';
import { deref, isObject, loadSpec, operations } from '../contract/openapi-schema';

const spec = loadSpec();
const RUSSIAN = /[а-яё]/i;
const entries = (node: unknown): [string, unknown][] =>
  isObject(node) ? Object.entries(node) : [];
const list = (node: unknown): unknown[] =>
  Array.isArray(node) ? node.map((item: unknown) => item) : [];
const components = (kind: string) =>
  entries(isObject(spec.components) ? spec.components[kind] : undefined);

/** A description in Russian on the node, or for a bare $ref on the schema it points to. */
const describedInRussian = (node: unknown): boolean => {
  if (!isObject(node)) return false;
  const own = node.description;
  if (typeof own === 'string') return RUSSIAN.test(own);
  return typeof node.$ref === 'string' && describedInRussian(deref(spec, node));
};

describe('openapi.yaml describes everything the reference shows, in Russian', () => {
  it('every operation has a Russian summary and description', () => {
    const missing = operations(spec)
      .filter(({ operation }) => {
        const { summary, description } = operation;
        return !(
          typeof summary === 'string' &&
          RUSSIAN.test(summary) &&
          describedInRussian({ description })
        );
      })
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(missing).toEqual([]);
  });

  it('every schema and every schema property has a Russian description', () => {
    const missing = components('schemas').flatMap(([name, schema]) => {
      const props = entries(isObject(schema) ? schema.properties : undefined)
        .filter(([, prop]) => !describedInRussian(prop))
        .map(([prop]) => `${name}.${prop}`);
      return describedInRussian(schema) ? props : [name, ...props];
    });
    expect(missing).toEqual([]);
  });

  it('every parameter, shared response and tag has a Russian description', () => {
    const inline = operations(spec).flatMap(({ pathItem, operation }) => [
      ...list(pathItem.parameters),
      ...list(operation.parameters),
    ]);
    const undescribed = [
      ...inline.map((p) => deref(spec, p)),
      ...components('parameters').map(([, p]) => deref(spec, p)),
      ...components('responses').map(([, r]) => deref(spec, r)),
      ...list(spec.tags).filter(isObject),
    ].filter((node) => !describedInRussian(node));
    expect(undescribed.map((node) => node.name ?? node.description)).toEqual([]);
  });
});

describe('API reference on the dev server', () => {
  let dir = '';
  let server: ViteDevServer | undefined;
  let base = '';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'api-docs-'));
    // An empty root: nothing to pre-bundle, only the plugin under test.
    server = await createServer({
      configFile: false,
      root: dir,
      logLevel: 'silent',
      plugins: [apiDocsPlugin({ outFile: join(dir, 'docs', 'index.html') })],
      server: { host: '127.0.0.1', port: 0, ws: false },
    });
    await server.listen();
    base = server.resolvedUrls?.local[0]?.replace(/\/$/, '') ?? '';
  }, 30_000);

  afterAll(async () => {
    await server?.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('is a dev-server-only plugin, never part of the production build', () => {
    expect(apiDocsPlugin().apply).toBe('serve');
  });

  it('sends /api-docs to /api-docs/', async () => {
    const res = await fetch(`${base}/api-docs`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/api-docs/');
  });

  it('builds the reference on first request and serves a self-contained Russian page', async () => {
    const res = await fetch(`${base}/api-docs/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(existsSync(join(dir, 'docs', 'index.html'))).toBe(true);
    const html = await res.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('<title>НМЦ маршрутов — API</title>');
    // Redoc is inlined: the page needs no CDN.
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/);

    const absent = operations(spec)
      .flatMap(({ operation }) => [operation.summary, operation.operationId])
      .concat(components('schemas').map(([name]) => name))
      .filter((text) => typeof text !== 'string' || !html.includes(text));
    expect(absent).toEqual([]);
  }, 60_000);
});
