import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { API_ORIGIN, json, mockApi, prefer } from '../../../../tests/support/api-mock';

/**
 * Records every request of the route list screen while Prism answers it; `answers` picks a named
 * example or status for chosen paths (`{ '/api/routes/v1/': 'example=empty' }`).
 */
export function recordRequests(answers: Record<string, string> = {}) {
  const { to } = mockApi(...Object.entries(answers).map(([path, header]) => prefer(path, header)));
  const urls = (path: string) =>
    to(path).map((call) => new URL(`${call.path}${call.search}`, API_ORIGIN));
  return {
    lists: () => urls('/api/routes/v1/'),
    suggestions: () => urls('/api/routes/v1/filter/waypoint/autocomplete/'),
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

/**
 * The option `text` of the open list of `combobox`: the list the combobox controls sits in the
 * dropdown beside the options drawn for the eye, which carry their text as a title.
 */
function openOption(combobox: HTMLElement, text: string): HTMLElement {
  const listbox = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  const dropdown = listbox?.parentElement;
  if (!dropdown) throw new Error('the list of options is not open');
  return within(dropdown).getByTitle(text);
}

/** Opens the select named `name` and picks the option `text`, as a user would. */
export async function pick(name: string, text: string): Promise<void> {
  const combobox = screen.getByRole('combobox', { name });
  await userEvent.click(combobox);
  await userEvent.click(await waitFor(() => openOption(combobox, text), { timeout: 3000 }));
  await userEvent.keyboard('{Escape}');
}

/** Types a bound of a range and leaves the field, which applies it. */
export async function typeBound(range: string, side: 'от' | 'до', value: string): Promise<void> {
  const input = screen.getByRole('spinbutton', { name: `${range} ${side}` });
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}

/** Prism answers every page with all 14 examples; a real server sends one page of 10 of them. */
export async function onePage(response: Response, page: number): Promise<Response> {
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || !('results' in body)) return json(500, body);
  const results = Array.isArray(body.results) ? body.results : [];
  return json(200, { ...body, results: results.slice((page - 1) * 10, page * 10) });
}
