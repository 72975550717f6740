// The HTML reference of openapi.yaml (Redoc via Redocly CLI): `npm run docs` writes it to
// docs-dist/, and the dev server serves it under /api-docs/, rebuilding it when the contract is
// newer. The Redoc scripts are inlined, so the page works without internet access.
import { spawn } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { root } from './codegen.mjs';

export const DOCS_FILE = join(root, 'docs-dist', 'index.html');
const SPEC = join(root, 'openapi.yaml');

/** Builds the reference into `outFile`; rejects with Redocly's output when it fails. */
export function buildApiDocs(outFile = DOCS_FILE) {
  const bin = join(root, 'node_modules', '.bin', 'redocly');
  const args = ['build-docs', SPEC, '--inlineBundle', '--output', outFile];
  // Without these, Redocly waits on the network for telemetry and an update check.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const built = new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`redocly build-docs failed:\n${output}`)),
    );
  });
  return built.then(async () => {
    // Redoc's page template says lang="en"; the descriptions it shows are Russian.
    const html = await readFile(outFile, 'utf8');
    await writeFile(outFile, html.replace('<html lang="en">', '<html lang="ru">'));
    return outFile;
  });
}

const mtime = (file) =>
  stat(file).then(
    (s) => s.mtimeMs,
    () => 0,
  );

/** Dev-server only: serves the reference at /api-docs/, building it first if it is stale. */
export function apiDocsPlugin({ outFile = DOCS_FILE } = {}) {
  let building = null;
  const fresh = async () => {
    if ((await mtime(outFile)) > (await mtime(SPEC))) return;
    building ??= buildApiDocs(outFile).finally(() => (building = null));
    await building;
  };
  return {
    name: 'api-docs',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/api-docs', (req, res, next) => {
        // Mounted on /api-docs, so req.url is what follows it.
        const path = (req.url ?? '/').split('?')[0];
        if (req.originalUrl?.split('?')[0] === '/api-docs') {
          res.writeHead(302, { Location: '/api-docs/' });
          res.end();
          return;
        }
        if (path !== '/' && path !== '/index.html') return next();
        fresh()
          .then(() => readFile(outFile))
          .then((html) => {
            res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
            res.end(html);
          })
          .catch((error) => {
            res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
            res.end(`Не удалось собрать справочник API.\n\n${error.message}`);
          });
      });
    },
  };
}
