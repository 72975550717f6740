// The built dist/ behind Debian's nginx, through docs/nginx.conf as staff deploy it: HTTPS with a
// self-signed certificate made now, HTTP/2, gzip, the security headers, and /api/ and /users/ on
// the backend given. Runs in the foreground until SIGINT or SIGTERM, then stops nginx and removes
// its directory. No root needed: pid, logs, temporary files and the certificate live in a
// directory of its own (`nginx -p`).
//
//   node scripts/nginx.mjs --port 4443 --backend 127.0.0.1:4020
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { machineConfig, readNginxConfig } from './nginx-config.mjs';
import { ports } from './ports.mjs';
import { hasExited } from './processes.mjs';

const { values: options } = parseArgs({
  options: {
    port: { type: 'string', default: String(ports.nginx) },
    backend: { type: 'string', default: `127.0.0.1:${ports.backend}` },
    root: { type: 'string', default: 'dist' },
  },
});

/** nginx on the PATH, or where Debian puts it (outside a user's PATH). */
function nginxBinary() {
  for (const dir of [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin']) {
    const candidate = join(dir, 'nginx');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  throw new Error('nginx is not installed (Debian: apt-get install nginx)');
}

/** A path as an nginx argument: quoted, so that a space stays inside it. */
function quoted(path) {
  if (/["\\]/.test(path)) throw new Error(`nginx: a quote or backslash in ${path}`);
  return `"${path}"`;
}

const nginx = nginxBinary();
/** How this nginx was built (`nginx -V` prints it to stderr). */
const built = spawnSync(nginx, ['-V'], { encoding: 'utf8' }).stderr;
const configDir = dirname(/--conf-path=(\S+)/.exec(built)?.[1] ?? '/etc/nginx/nginx.conf');
// nginx makes the temporary directory of every proxying module it has at start, by default
// under /var/lib/nginx: each is moved into the run's directory, but only for modules built in.
const tempPaths = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].filter(
  (module) => !built.includes(`--without-http_${module}_module`),
);

const dir = mkdtempSync(join(tmpdir(), 'nmc-nginx-'));
const certificate = join(dir, 'cert.pem');
const key = join(dir, 'key.pem');
// A P-256 key is made in milliseconds; the certificate names 127.0.0.1, where the tests go.
execFileSync(
  'openssl',
  [
    ...['req', '-x509', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1'],
    ...['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1'],
    ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', certificate],
  ],
  { stdio: ['ignore', 'ignore', 'pipe'] },
);

const site = machineConfig(readNginxConfig(), {
  listen: `127.0.0.1:${options.port}`,
  serverName: '127.0.0.1',
  root: quoted(resolve(options.root)),
  certificate: quoted(certificate),
  key: quoted(key),
  backend: options.backend,
});
writeFileSync(join(dir, 'site.conf'), site);
writeFileSync(
  join(dir, 'nginx.conf'),
  [
    // Started by root (CI), the workers would run as nobody, who may not read dist/ or this
    // directory; a user's nginx ignores `user` with a warning, so it is written for root only.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'worker_processes 1;',
    `pid ${quoted(join(dir, 'nginx.pid'))};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    `  include ${quoted(join(configDir, 'mime.types'))};`,
    '  default_type application/octet-stream;',
    `  access_log ${quoted(join(dir, 'access.log'))};`,
    ...tempPaths.map((module) => `  ${module}_temp_path ${quoted(join(dir, module))};`),
    `  include ${quoted(join(dir, 'site.conf'))};`,
    '}',
    '',
  ].join('\n'),
);

const server = spawn(
  nginx,
  ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', 'stderr', '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
console.log(`nginx on https://127.0.0.1:${options.port}, API on ${options.backend}`);

const removeDir = () => rmSync(dir, { recursive: true, force: true });
server.once('exit', (code, signal) => {
  removeDir();
  process.exit(signal ? 0 : (code ?? 1));
});
// nginx ends on SIGTERM or SIGINT at once (its "fast shutdown"); Playwright signals the whole
// process group, and this passes the signal on when the script alone is signalled.
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (!hasExited(server)) server.kill(signal);
  });
