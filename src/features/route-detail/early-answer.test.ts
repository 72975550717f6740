import { describe, expect, it } from 'vitest';
import { keepEarlyAnswer, takeEarlyRoute } from './early-answer';

const answer = (body: string) => Promise.resolve(new Response(body, { status: 200 }));

/** A fetch that answers from the network, which these tests stand in for. */
const network = () => Promise.resolve(new Response('network', { status: 200 }));

const request = () => new Request('http://app.invalid/api/routes/v1/1/');

describe("the route page's early answer", () => {
  it('answers the first read of its route once; a retry of that read asks the network', async () => {
    keepEarlyAnswer(1, answer('early'));
    const fetch = takeEarlyRoute(1, network);
    expect(await (await fetch?.(request()))?.text()).toBe('early');
    expect(await (await fetch?.(request()))?.text()).toBe('network');
    expect(takeEarlyRoute(1, network)).toBeUndefined();
  });

  it('is never taken by a later read: a first read of another route drops it', () => {
    keepEarlyAnswer(1, answer('early'));
    expect(takeEarlyRoute(2, network)).toBeUndefined();
    // Route 1 opened afterwards is asked for afresh, not answered from the page's opening.
    expect(takeEarlyRoute(1, network)).toBeUndefined();
  });

  it('that comes after the first read is never taken: a refresh asks the network', () => {
    // The app read the route before the early script, late on a busy machine, kept its answer.
    expect(takeEarlyRoute(1, network)).toBeUndefined();
    keepEarlyAnswer(1, answer('early, and older than what the page shows'));
    expect(takeEarlyRoute(1, network)).toBeUndefined();
  });
});
