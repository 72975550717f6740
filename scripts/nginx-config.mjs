// docs/nginx.conf, the one nginx configuration of the deployment (docs/deploy.md), read by what
// must agree with it: vite preview sends its security headers (csp-plugin.mjs), and the e2e
// project `nginx` serves dist/ through it with only the machine's parts replaced (nginx.mjs).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX_CONFIG = fileURLToPath(new URL('../docs/nginx.conf', import.meta.url));

export const readNginxConfig = () => readFileSync(NGINX_CONFIG, 'utf8');

/**
 * The headers `config` adds with a fixed value (`add_header Name "value" [always];`), by name:
 * the security headers. A header whose value is a variable (Cache-Control by path) is not one.
 */
export function fixedHeaders(config) {
  const headers = {};
  for (const [, name, value] of config.matchAll(
    /^\s*add_header\s+(\S+)\s+"([^"]*)"(?:\s+always)?;/gm,
  ))
    headers[name] = value;
  return headers;
}

/** `config` with one directive's arguments (up to `;`) replaced; it must be there exactly once. */
function replaceDirective(config, name, replace) {
  const pattern = new RegExp(`^(\\s*${name}\\s+)([^;{}\\n]+);`, 'gm');
  const found = [...config.matchAll(pattern)];
  if (found.length !== 1)
    throw new Error(`docs/nginx.conf: expected one \`${name}\`, found ${found.length}`);
  return config.replace(pattern, (_line, start, args) => `${start}${replace(args)};`);
}

/**
 * `config` for one machine: the address of `listen` (its flags, `ssl http2`, stay), `server_name`,
 * `root`, the certificate and its key, and the backend's address in the upstream. Nothing else
 * changes, so what the e2e run serves is the file staff deploy.
 */
export function machineConfig(config, { listen, serverName, root, certificate, key, backend }) {
  const replacements = [
    ['listen', (args) => args.replace(/^\S+/, listen)],
    ['server_name', () => serverName],
    ['root', () => root],
    ['ssl_certificate', () => certificate],
    ['ssl_certificate_key', () => key],
    ['server', () => backend],
  ];
  return replacements.reduce(
    (text, [name, replace]) => replaceDirective(text, name, replace),
    config,
  );
}
