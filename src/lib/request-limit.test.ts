import { describe, expect, it } from 'vitest';
import { createRequestLimit } from './request-limit';

/** A task that runs until `finish` is called, and says when it started. */
function task(log: string[], name: string) {
  let finish: (fail?: boolean) => void = () => undefined;
  const run = () =>
    new Promise<string>((resolve, reject) => {
      log.push(name);
      finish = (fail) => (fail ? reject(new Error(name)) : resolve(name));
    });
  return { run, finish: (fail?: boolean) => finish(fail) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a request limit', () => {
  it('runs at most `limit` tasks at once, the others in the order they came', async () => {
    const limit = createRequestLimit(2);
    const log: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(log, name));
    const results = [a, b, c, d].map((one) => one && limit.run(one.run));
    await settle();
    expect(log).toEqual(['a', 'b']);
    expect(limit.active()).toBe(2);

    // A failed task frees its place as a finished one does.
    b?.finish(true);
    await expect(results[1]).rejects.toThrow('b');
    await settle();
    expect(log).toEqual(['a', 'b', 'c']);
    a?.finish();
    c?.finish();
    await settle();
    d?.finish();
    expect(await Promise.all([results[0], results[2], results[3]])).toEqual(['a', 'c', 'd']);
    expect(limit.active()).toBe(0);
  });
});
