// Chromium driven over its DevTools pipe with no `Runtime` domain enabled, as a user's browser runs
// a page. Playwright and Lighthouse enable `Runtime` on every page, and with it V8 records a
// detailed stack for every `Error` the page creates: on the first one it parses again each function
// on the stack to find its lines — at the app's start the whole entry chunk, when React DOM creates
// its three errors as it loads (docs/performance.md, «четвёртый шаг»). A benchmark that measures
// what users wait for drives the page through here.
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { atStop, start } from './processes.mjs';

/** Launches Chromium; returns `send(method, params, sessionId)`, a call over its pipe. */
export function launchPlainBrowser() {
  const chrome = start(chromiumPath, [...chromiumArgs, '--remote-debugging-pipe', 'about:blank'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'],
  });
  const pending = new Map();
  let nextId = 0;
  let buffer = '';
  chrome.stdio[4].setEncoding('utf8');
  chrome.stdio[4].on('data', (data) => {
    buffer += data;
    for (let end = buffer.indexOf('\0'); end >= 0; end = buffer.indexOf('\0')) {
      const message = JSON.parse(buffer.slice(0, end));
      buffer = buffer.slice(end + 1);
      const answer = pending.get(message.id);
      if (!answer) continue;
      pending.delete(message.id);
      if (message.error) answer.reject(new Error(`${message.error.message} (CDP)`));
      else answer.resolve(message.result);
    }
  });
  atStop(() => chrome.stdio[3].end());
  return (method, params = {}, sessionId = undefined) =>
    new Promise((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, { resolve, reject });
      chrome.stdio[3].write(`${JSON.stringify({ id: nextId, method, params, sessionId })}\0`);
    });
}

/**
 * A page of its own browser context, `init` run in every document before its scripts; resolves to
 * `{ send, evaluate, close }` for that page. Nothing of `Runtime` is enabled: `evaluate` only asks
 * for a value.
 */
export async function plainPage(send, init) {
  const { browserContextId } = await send('Target.createBrowserContext');
  const { targetId } = await send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
  const pageSend = (method, params) => send(method, params, sessionId);
  await pageSend('Page.enable');
  await pageSend('Page.addScriptToEvaluateOnNewDocument', { source: init });
  return {
    send: pageSend,
    evaluate: async (expression) =>
      (await pageSend('Runtime.evaluate', { expression, returnByValue: true })).result.value,
    close: () => send('Target.disposeBrowserContext', { browserContextId }),
  };
}
