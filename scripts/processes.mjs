// The child processes a measuring script runs (vite preview, Prism, Chromium): started in their
// own process group, waited for, and stopped together.
import { spawn } from 'node:child_process';
import { request } from 'node:https';
import { createServer } from 'node:net';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const stoppers = [];

/** Whether `child` has exited or been stopped by a signal. */
export const hasExited = (child) => child.exitCode !== null || child.signalCode !== null;

/** Something to stop with the children (a browser, Prism), in reverse order of registration. */
export const atStop = (stop) => stoppers.push(stop);

/** Starts a child in its own process group, so that stopping it stops whatever it spawned. */
export function start(command, commandArgs, options = {}) {
  const child = spawn(command, commandArgs, { detached: true, ...options });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Resolves once the child has exited (Chromium writes its profile until then), or after 5 s.
  stoppers.push(() => {
    if (hasExited(child)) return undefined;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return undefined; // already gone
    }
    return Promise.race([exited, sleep(5000)]);
  });
  return child;
}

/** Stops every child started so far and everything registered with `atStop`, newest first. */
export async function stopAll() {
  for (const stop of stoppers.splice(0).reverse()) await stop();
}

/**
 * The status of a GET of `url`, or 0 if nothing answers. Over HTTPS any certificate will do: the
 * one of the project nginx is made for the run (scripts/nginx.mjs).
 */
const statusOf = (url) =>
  url.startsWith('https:')
    ? new Promise((resolve) => {
        const asked = request(url, { rejectUnauthorized: false }, (answer) => {
          answer.resume();
          resolve(answer.statusCode ?? 0);
        });
        asked.once('error', () => resolve(0));
        asked.end();
      })
    : fetch(url).then(
        (answer) => answer.status,
        () => 0,
      );

/**
 * Waits until `url` answers 2xx (any status with `anyStatus`: an API without a token answers
 * 401); fails if `child` exits or is stopped first, or if nothing answers in time.
 */
export async function waitFor(url, what, child, timeoutMs = 60_000, { anyStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && hasExited(child))
      throw new Error(`${what} exited (${child.signalCode ?? child.exitCode})`);
    const status = await statusOf(url);
    if (status !== 0 && (anyStatus || (status >= 200 && status < 300))) return;
    await sleep(200);
  }
  throw new Error(`${what} did not answer on ${url}`);
}

/** A TCP port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
