import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';

/**
 * Records every request of the route list screen while Prism answers it; `prefer` picks a named
 * example or status for chosen paths (`Prefer: example=empty`).
 */
export function recordRequests(prefer: Record<string, string> = {}) {
  const realFetch = globalThis.fetch;
  const urls: URL[] = [];
  vi.stubGlobal('fetch', (request: Request, init?: RequestInit) => {
    const url = new URL(request.url);
    urls.push(url);
    const header = prefer[url.pathname];
    if (header) request.headers.set('Prefer', header);
    return realFetch(request, init);
  });
  const to = (path: string) => urls.filter((url) => url.pathname === path);
  return {
    lists: () => to('/api/routes/v1/'),
    suggestions: () => to('/api/routes/v1/filter/waypoint/autocomplete/'),
  };
}

/** The query of a request as plain strings: lists arrive as one comma-joined value. */
export const queryOf = (url: URL | undefined) => Object.fromEntries(url?.searchParams ?? []);

/** Waits until the last route list request asked exactly this. */
export async function expectLastListQuery(
  lists: () => URL[],
  expected: Record<string, string>,
): Promise<void> {
  await waitFor(() => expect(queryOf(lists().at(-1))).toEqual(expected), { timeout: 3000 });
}

/**
 * The first answer of the list is on screen, in the table, under the filters: the screen, then
 * its table and filter panel, load on demand. Resolves to the «Найдено маршрутов» line.
 */
export async function waitForTable(): Promise<HTMLElement> {
  const total = await screen.findByText(/Найдено маршрутов: \d+/, {}, { timeout: 8000 });
  await screen.findByRole('table', {}, { timeout: 8000 });
  await screen.findByRole('region', { name: 'Фильтры' }, { timeout: 8000 });
  return total;
}

function openOption(text: string): HTMLElement {
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (item) =>
      item.getAttribute('title') === text && item.closest('.ant-select-dropdown-hidden') === null,
  );
  if (!option) throw new Error(`no visible option «${text}»`);
  return option;
}

/** Opens the select named `name` and picks the option `text`, as a user would. */
export async function pick(name: string, text: string): Promise<void> {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await waitFor(() => openOption(text), { timeout: 3000 }));
  await userEvent.keyboard('{Escape}');
}

/** Types a bound of a range and leaves the field, which applies it. */
export async function typeBound(range: string, side: 'от' | 'до', value: string): Promise<void> {
  const input = screen.getByRole('spinbutton', { name: `${range} ${side}` });
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}
