// Prism in proxy mode in front of a real backend, plus a thin HTTP front that reads the
// violations Prism attaches to each exchange (the `sl-violations` header, or the problem body it
// answers with under --errors) and reports each as one line: call, side, field and reason.
import { spawn } from 'node:child_process';
import { request as httpRequest, createServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { root } from './codegen.mjs';

const PRISM_ERRORS = 'https://stoplight.io/prism/errors#';
const STARTUP_TIMEOUT_MS = 30_000;

/** `['response', 'body', 'results', '0', 'nmc']` → side `response`, field `body.results[0].nmc`. */
function locate(location) {
  const parts = [...location];
  const side = parts[0] === 'request' || parts[0] === 'response' ? parts.shift() : 'request';
  const field = parts.reduce(
    (path, part) => (/^\d+$/.test(part) ? `${path}[${part}]` : path ? `${path}.${part}` : part),
    '',
  );
  return { side, field };
}

/** One violation as `✖ GET /api/x/ → 200 · response body.nmc: must be number`. */
export function formatViolation({ method, url, status }, violation) {
  let { side, field } = locate(Array.isArray(violation.location) ? violation.location : []);
  const message = String(violation.message ?? violation.code ?? 'violates the contract');
  let reason = message.replace(/^(Request|Response) \S+ (property \S+ )?/, '');
  const missing = violation.code === 'required' && /required property '([^']+)'/.exec(message);
  if (missing) {
    field = field ? `${field}.${missing[1]}` : missing[1];
    reason = 'required field is missing';
  }
  const mark = violation.severity === 'Error' ? '✖' : '⚠';
  return `${mark} ${method} ${url} → ${status} · ${field ? `${side} ${field}` : side}: ${reason}`;
}

/** Violations from the `sl-violations` header value, or [] when there are none. */
export function violationsFromHeader(value) {
  if (typeof value !== 'string' || value === '') return [];
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * What a Prism-generated problem body says: its validation list, or the problem itself (an
 * unknown path, a missing token) as one violation. Null for anything the backend sent.
 */
export function violationsFromProblem(body) {
  if (typeof body?.type !== 'string' || !body.type.startsWith(PRISM_ERRORS)) return null;
  if (Array.isArray(body.validation) && body.validation.length > 0) return body.validation;
  const message = `${body.title ?? 'Prism error'} (${body.type.slice(PRISM_ERRORS.length)})`;
  return [{ location: [], severity: 'Error', code: body.type, message }];
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function startPrismProxy(target, port, strict) {
  const bin = join(root, 'node_modules', '.bin', 'prism');
  const args = ['proxy', join(root, 'openapi.yaml'), target, '-h', '127.0.0.1', '-p', String(port)];
  const child = spawn(bin, strict ? [...args, '--errors'] : args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Prism proxy did not start:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const collect = (chunk) => {
      // Keep only the tail: Prism logs every proxied call.
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Prism is listening on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism proxy exited with code ${code}:\n${output}`));
    });
  });
  return { child, ready };
}

function forward(prismPort, req, res, report) {
  const upstream = httpRequest(
    {
      host: '127.0.0.1',
      port: prismPort,
      method: req.method,
      path: req.url,
      headers: { ...req.headers, host: `127.0.0.1:${prismPort}` },
    },
    (answer) => {
      const call = { method: req.method, url: req.url, status: answer.statusCode };
      const fromHeader = violationsFromHeader(answer.headers['sl-violations']);
      const isProblem = String(answer.headers['content-type']).includes('application/problem+json');
      if (!isProblem) {
        fromHeader.forEach((violation) => report(formatViolation(call, violation)));
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        return;
      }
      const chunks = [];
      answer.on('data', (chunk) => chunks.push(chunk));
      answer.on('end', () => {
        const body = Buffer.concat(chunks);
        let problem = null;
        try {
          problem = JSON.parse(body.toString('utf8'));
        } catch {
          // not JSON: pass it on untouched
        }
        const violations =
          fromHeader.length > 0 ? fromHeader : (violationsFromProblem(problem) ?? []);
        violations.forEach((violation) => report(formatViolation(call, violation)));
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        res.end(body);
      });
    },
  );
  upstream.on('error', (error) => {
    report(`✖ ${req.method} ${req.url} → 502 · contract proxy: ${error.message}`);
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(`Contract proxy error: ${error.message}`);
  });
  req.pipe(upstream);
}

/**
 * Starts the validating proxy on host:port (0 picks a free port) in front of `target`.
 * `strict` makes Prism answer a violation with an error (422 for a request, 500 for a response).
 * Each violation is passed to `report` as one line.
 */
export async function startValidatingProxy({
  target,
  port,
  host = '127.0.0.1',
  strict = false,
  report = (line) => console.log(line),
}) {
  const prismPort = await freePort();
  const prism = startPrismProxy(target, prismPort, strict);
  const stopPrism = () => {
    if (prism.child.exitCode === null) prism.child.kill('SIGTERM');
  };
  try {
    await prism.ready;
  } catch (error) {
    stopPrism();
    throw error;
  }
  prism.child.removeAllListeners('exit');
  const server = createServer((req, res) => forward(prismPort, req, res, report));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  }).catch((error) => {
    stopPrism();
    throw error;
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    prism: prism.child,
    stop: () =>
      new Promise((resolve) => {
        stopPrism();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
