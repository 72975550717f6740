// @vitest-environment node
// `npm run contract:diff -- <git-ref>` end to end: a throwaway git repository holds the base
// fixture as openapi.yaml at HEAD; the working copy is then changed and the command run in it.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { root } from '../../scripts/codegen.mjs';

const script = join(root, 'scripts', 'contract-diff.mjs');
const fixture = new URL('./fixtures/diff-base.yaml', import.meta.url);
let repo = '';

const git = (...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', ...args], {
    cwd: repo,
    encoding: 'utf8',
  });
const diff = (ref: string) =>
  spawnSync(process.execPath, [script, ref], { cwd: repo, encoding: 'utf8', timeout: 10_000 });
const writeSpec = (edit: (text: string) => string) =>
  writeFileSync(join(repo, 'openapi.yaml'), edit(readFileSync(fixture, 'utf8')));

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'contract-diff-'));
  copyFileSync(fixture, join(repo, 'openapi.yaml'));
  expect(git('init', '-q').status).toBe(0);
  expect(git('add', 'openapi.yaml').status).toBe(0);
  expect(git('commit', '-q', '-m', 'base').status).toBe(0);
});

afterAll(() => {
  if (repo) rmSync(repo, { recursive: true, force: true });
});

describe('npm run contract:diff', () => {
  it('lists a breaking change and exits with 1', () => {
    writeSpec((text) => text.replace('  /api/health/:\n    get:', '  /api/health/:\n    post:'));
    const result = diff('HEAD');
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('Breaking changes in openapi.yaml since HEAD:');
    expect(result.stdout).toContain('removed method         GET /api/health/: method removed');
    expect(result.stdout).toContain('1 breaking change(s): 1 removed method.');
  });

  it('passes a new optional field with exit code 0', () => {
    writeSpec((text) =>
      text.replace(
        '        comment:\n',
        '        tracking_number:\n          type: string\n        comment:\n',
      ),
    );
    const result = diff('HEAD');
    expect(result.stdout).toContain('No breaking changes in openapi.yaml since HEAD.');
    expect(result.status).toBe(0);
  });

  it('exits with 2 and says why when the ref does not exist', () => {
    const result = diff('no-such-ref');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Cannot read openapi.yaml at no-such-ref');
  });
});
