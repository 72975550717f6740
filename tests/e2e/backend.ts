// Browser tests against the backend with memory (tests/backend). Each test has a scope of its
// own there, seeded afresh, so tests side by side never meet each other's writes; `backend`
// talks to the same scope as a colleague would, with a token of their own.
import type { APIRequestContext, Page } from '@playwright/test';
import { ports } from '../../scripts/ports.mjs';
import type { BackendConfig } from '../backend/config';
import { RESET_PATH, RESET_TOKEN_HEADER } from '../backend/reset-call';
import { SCOPE_HEADER } from '../backend/scope-header';
import { signIn } from './support';
import { test as base } from './test';

export { expect } from './test';

const BACKEND_URL = `http://127.0.0.1:${ports.testBackend}`;

/** A route as the API answers it, with the fields the tests read. */
export interface RouteRead {
  id: number;
  nmc: number | null;
  comment: string | null;
}

const isRouteRead = (value: unknown): value is RouteRead =>
  typeof value === 'object' && value !== null && 'id' in value && 'nmc' in value;

export class Backend {
  readonly #request: APIRequestContext;
  readonly #tokens = new Map<string, string>();

  constructor(request: APIRequestContext) {
    this.#request = request;
  }

  /**
   * Back to the seed, with shorter timings (milliseconds) or a deployment's habits where a test
   * needs them: `weakEtags`, `pageCap`, `latencyMs` (docs/backend.md).
   */
  async reset(settings: Partial<BackendConfig> = {}) {
    // playwright.config.ts made the token; the backend was started with it.
    const token = process.env.BACKEND_RESET_TOKEN;
    if (!token) throw new Error('reset: no BACKEND_RESET_TOKEN (set by playwright.config.ts)');
    const answer = await this.#request.post(RESET_PATH, {
      data: settings,
      headers: { [RESET_TOKEN_HEADER]: token },
    });
    if (!answer.ok()) throw new Error(`reset: ${answer.status()}`);
  }

  async tokens(username: string): Promise<{ access: string; refresh: string }> {
    const answer = await this.#request.post('/api/auth/', {
      data: { username, password: 'demo' },
    });
    if (!answer.ok()) throw new Error(`sign-in of ${username}: ${answer.status()}`);
    const pair: unknown = await answer.json();
    if (typeof pair !== 'object' || pair === null || !('access' in pair) || !('refresh' in pair))
      throw new Error('sign-in: no tokens');
    const { access, refresh } = pair;
    if (typeof access !== 'string' || typeof refresh !== 'string') throw new Error('bad tokens');
    this.#tokens.set(username, access);
    return { access, refresh };
  }

  async #bearer(username: string) {
    const known = this.#tokens.get(username);
    return `Bearer ${known ?? (await this.tokens(username)).access}`;
  }

  /** One route, as a colleague reads it. */
  async route(id: number): Promise<RouteRead> {
    const { status, body } = await this.call('GET', `/api/routes/v1/${id}/`);
    if (status !== 200 || !isRouteRead(body)) throw new Error(`route ${id}: ${status}`);
    return body;
  }

  /**
   * Every row a list (`/api/routes/v1/?category=lte20`) gives, in its order: page after page, as
   * the backend caps a page (100 rows by default) whatever `limit` asks.
   */
  async all(list: string): Promise<unknown[]> {
    const [path = '', query = ''] = list.split('?');
    const rows: unknown[] = [];
    for (let page = 1; ; page += 1) {
      const asked = new URLSearchParams(query);
      asked.set('page', String(page));
      const { status, body } = await this.call('GET', `${path}?${asked.toString()}`);
      const total: unknown =
        typeof body === 'object' && body !== null && 'total' in body ? body.total : null;
      const results: unknown =
        typeof body === 'object' && body !== null && 'results' in body ? body.results : null;
      if (status !== 200 || typeof total !== 'number' || !Array.isArray(results))
        throw new Error(`${list}: ${status}`);
      const given: unknown[] = results;
      rows.push(...given);
      if (results.length === 0 || rows.length >= total) return rows;
    }
  }

  /** Every route `GET /api/routes/v1/?<query>` lists, in its order. */
  async routes(query: string): Promise<RouteRead[]> {
    const rows = await this.all(`/api/routes/v1/?${query}`);
    if (!rows.every(isRouteRead)) throw new Error(`routes ?${query}: not routes`);
    return rows;
  }

  /** A call of the API as `username` makes it; the answer's JSON body. */
  async call(
    method: 'GET' | 'PATCH' | 'PUT' | 'POST' | 'DELETE',
    path: string,
    {
      as = 'petrov.s',
      data,
      headers = {},
    }: { as?: string; data?: unknown; headers?: Record<string, string> } = {},
  ) {
    const answer = await this.#request.fetch(path, {
      method,
      data,
      headers: { ...headers, Authorization: await this.#bearer(as) },
    });
    const text = await answer.text();
    const body: unknown = text ? JSON.parse(text) : null;
    return {
      status: answer.status(),
      headers: answer.headers(),
      body,
    };
  }
}

/**
 * Signs the page in as `username` with the API's tokens, as the sign-in page would leave them: a
 * test then opens the screen it is about, without the sign-in page and the calculator first.
 * Signing in itself is the business of the tests that use `signInThroughForm`.
 */
export async function signInAs(page: Page, backend: Backend, username: string) {
  await signIn(page, await backend.tokens(username));
}

/** Signs the page in as `username` through the sign-in page, as a person does; ends on `/`. */
export async function signInThroughForm(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Имя пользователя').fill(username);
  await page.getByLabel('Пароль').fill('demo');
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Options of the tests on the backend with memory, set per project in playwright.config.ts. */
export interface BackendOptions {
  /** Where the app on that backend is served: a second `vite preview`, or nginx. */
  backendAppURL: string;
}

export const test = base.extend<{ backend: Backend } & BackendOptions>({
  backendAppURL: [`http://127.0.0.1:${ports.backendApp}`, { option: true }],
  baseURL: async ({ backendAppURL }, provide) => provide(backendAppURL),
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from it
  extraHTTPHeaders: async ({}, provide, testInfo) => {
    await provide({
      [SCOPE_HEADER]: `${testInfo.testId}-${testInfo.repeatEachIndex}-${testInfo.retry}`,
    });
  },
  backend: async ({ playwright, extraHTTPHeaders }, provide) => {
    const request = await playwright.request.newContext({
      baseURL: BACKEND_URL,
      extraHTTPHeaders,
    });
    await provide(new Backend(request));
    await request.dispose();
  },
});
