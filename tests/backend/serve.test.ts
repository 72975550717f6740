// @vitest-environment node
// The development backend over HTTP answers only its own machine, and only its own tests reset
// it: a `Host` of 127.0.0.1 or localhost, a JSON reset with the token it was started with.
import { request } from 'node:http';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { at } from '../contract/backend-calls';
import { RESET_PATH, RESET_TOKEN_HEADER, serve } from './server';

let port = 0;
let stop: (() => Promise<void>) | undefined;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

beforeAll(async () => {
  port = await freePort();
  stop = await serve(port);
});

afterAll(async () => {
  await stop?.();
});

/** One call over HTTP with the headers given, `Host` included (fetch would not send that). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body = '',
): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port, method, path, headers, agent: false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: answer.statusCode ?? 0, json: text ? JSON.parse(text) : null });
        });
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

const CHOICES = '/api/routes/v1/filters/choices/';

describe('Host', () => {
  it('answers 127.0.0.1 and localhost on any port', async () => {
    for (const host of [`127.0.0.1:${port}`, 'localhost:4020', 'LOCALHOST', '127.0.0.1'])
      expect((await send('GET', CHOICES, { Host: host })).status, host).toBe(401);
  });

  it('turns away any other name with 403 and a detail', async () => {
    for (const host of [
      'evil.example',
      'localhost.evil.example:4020',
      '127.0.0.1.nip.io',
      '[::1]',
    ]) {
      const answer = await send('GET', CHOICES, { Host: host });
      expect(answer.status, host).toBe(403);
      expect(at(answer.json, 'detail')).toContain('127.0.0.1');
    }
  });
});

describe('a long address', () => {
  it('takes the route list of an import of 5 000 routes, named id by id', async () => {
    const ids = Array.from({ length: 5_000 }, (_, i) => 1_000_000 + i).join(',');
    const path = `/api/routes/v1/?ids=${ids}&page=1&limit=10`;
    expect(path.length).toBeGreaterThan(32_000);
    // 401 without a token: the call was read; a longer line than Node takes by default is 431.
    expect((await send('GET', path, { Host: `127.0.0.1:${port}` })).status).toBe(401);
  });
});

describe('reset', () => {
  const json = { 'Content-Type': 'application/json' };
  const reset = (headers: Record<string, string>, body = '{"jobEndMs": 300}') =>
    send('POST', RESET_PATH, { Host: `127.0.0.1:${port}`, ...headers }, body);

  it('takes the token the backend was started with, as JSON', async () => {
    vi.stubEnv('BACKEND_RESET_TOKEN', 'token-of-this-run');
    expect((await reset({ ...json, [RESET_TOKEN_HEADER]: 'token-of-this-run' })).status).toBe(204);
    expect(
      (
        await reset(
          {
            'Content-Type': 'application/json; charset=utf-8',
            [RESET_TOKEN_HEADER]: 'token-of-this-run',
          },
          '',
        )
      ).status,
    ).toBe(204);
  });

  it('403 without the token, with a wrong one, and when the backend has none', async () => {
    vi.stubEnv('BACKEND_RESET_TOKEN', 'token-of-this-run');
    expect((await reset(json)).status).toBe(403);
    expect((await reset({ ...json, [RESET_TOKEN_HEADER]: 'token-of-this-ru' })).status).toBe(403);
    vi.stubEnv('BACKEND_RESET_TOKEN', undefined);
    const none = await reset({ ...json, [RESET_TOKEN_HEADER]: '' });
    expect([none.status, at(none.json, 'detail')]).toEqual([
      403,
      `Нужен заголовок ${RESET_TOKEN_HEADER} с BACKEND_RESET_TOKEN.`,
    ]);
    expect((await reset({ ...json, [RESET_TOKEN_HEADER]: 'undefined' })).status).toBe(403);
  });

  it('415 for a body that is not JSON, 400 for JSON that is not an object', async () => {
    vi.stubEnv('BACKEND_RESET_TOKEN', 'token-of-this-run');
    const token = { [RESET_TOKEN_HEADER]: 'token-of-this-run' };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'])
      expect((await reset({ 'Content-Type': type, ...token }, 'jobEndMs=300')).status, type).toBe(
        415,
      );
    expect((await reset(token, '{}')).status).toBe(415);
    expect((await reset({ ...json, ...token }, '[1]')).status).toBe(400);
    expect((await reset({ ...json, ...token }, '{not json')).status).toBe(400);
  });

  it('is turned away by Host first', async () => {
    vi.stubEnv('BACKEND_RESET_TOKEN', 'token-of-this-run');
    const answer = await send(
      'POST',
      RESET_PATH,
      { Host: 'evil.example', ...json, [RESET_TOKEN_HEADER]: 'token-of-this-run' },
      '{}',
    );
    expect(answer.status).toBe(403);
  });
});
