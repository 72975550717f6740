import { isRecord } from '../../../lib/is-record';

/**
 * Tells the other pages of the browser that a user's run changed in the journal, so that they
 * read it at once rather than at their next look. One channel per user: a page hears only the
 * runs of the user signed in there. The message names the run alone; the journal has the rest.
 * Without BroadcastChannel the pages read a run they follow every 2 s, as before.
 */
const channels = new Map<string, BroadcastChannel>();

function channelOf(user: string): BroadcastChannel | undefined {
  // The DOM types say it is always there; it is not everywhere.
  if (typeof globalThis.BroadcastChannel !== 'function') return undefined;
  const known = channels.get(user);
  if (known) return known;
  const channel = new BroadcastChannel(`nmc-bulk-runs:${user}`);
  channels.set(user, channel);
  return channel;
}

/** Run `id` of `user` is in the journal as it is now. */
export function announceRun(user: string, id: number) {
  channelOf(user)?.postMessage({ id });
}

/** Calls `heard` with each run of `user` another page announces, until the returned call. */
export function hearRuns(user: string, heard: (id: number) => void): () => void {
  const channel = channelOf(user);
  if (!channel) return () => undefined;
  const listener = (event: MessageEvent) => {
    const message: unknown = event.data;
    if (isRecord(message) && typeof message.id === 'number') heard(message.id);
  };
  channel.addEventListener('message', listener);
  return () => channel.removeEventListener('message', listener);
}
