import { screen, waitFor } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failFirst, mockApi } from '../../tests/support/api-mock';
import { renderApp, signIn } from '../../tests/support/render-app';
import { EARLY_FRAME, startEarlyRoute } from '../features/route-detail/early-route';
import { SignedInFrame } from './boot-frame';
import { BOOT_SCREEN_ID } from './boot-screen';
import { createQueryClient } from './query-client';

const ROUTE = '/api/routes/v1/1/';
const CHAIN = 'Москва — Нижний Новгород — Казань';

/** The route page as it opens: its pre-drawn frame, at `path`, the early script run. */
function openPage(path: string) {
  const boot = document.createElement('div');
  boot.id = BOOT_SCREEN_ID;
  boot.innerHTML = renderToStaticMarkup(<SignedInFrame path="/routes/:id" />);
  document.body.append(boot);
  window.history.replaceState(null, '', path);
  startEarlyRoute();
}

/** The app at the route, with its own query client: a read made is not made again on mount. */
async function renderRoutePage() {
  renderApp('/routes/1', undefined, createQueryClient());
  // The app's first screen replaces the frame, and its title with it.
  await waitFor(() => expect(document.getElementById(BOOT_SCREEN_ID)).toBeNull());
  expect(await screen.findByRole('heading', { level: 1, name: CHAIN })).toBeInTheDocument();
}

const lead = () => document.getElementById(EARLY_FRAME.lead);
const frameTitle = () => document.getElementById(EARLY_FRAME.title);

beforeAll(async () => {
  await import('../features/route-detail/route-detail-page');
}, 60_000);

afterEach(() => document.getElementById(BOOT_SCREEN_ID)?.remove());

describe("the route page's early script", () => {
  it('draws the id and the cities into the frame, and the app reads the route no second time', async () => {
    signIn();
    const api = mockApi();
    openPage('/routes/1');
    expect(lead()?.style.visibility).toBe('');
    expect(document.getElementById(EARLY_FRAME.crumb)).toHaveTextContent('Маршрут № 1');
    await waitFor(() => expect(frameTitle()).toHaveTextContent(CHAIN));
    expect(frameTitle()).toBeVisible();
    expect(document.getElementById(EARLY_FRAME.titleFrame)).toBeNull();
    expect(api.to(ROUTE)[0]?.authorization).toBe('Bearer test-access');

    await renderRoutePage();
    expect(api.to(ROUTE)).toHaveLength(1);
  });

  it('leaves the title line as it is when the early request fails; the app asks again', async () => {
    signIn();
    const api = mockApi(failFirst(ROUTE, 1));
    openPage('/routes/1');
    await waitFor(() => expect(api.to(ROUTE)).toHaveLength(1));
    await renderRoutePage();
    expect(api.to(ROUTE)).toHaveLength(2);
  });

  it('does nothing without a session or off a route', async () => {
    const api = mockApi();
    openPage('/routes/1');
    document.getElementById(BOOT_SCREEN_ID)?.remove();
    signIn();
    openPage('/routes/abc');
    document.getElementById(BOOT_SCREEN_ID)?.remove();
    openPage('/notifications');
    expect(lead()?.style.visibility).toBe('hidden');
    // Nothing was asked for: the app's own read of route 1 is the first.
    document.getElementById(BOOT_SCREEN_ID)?.remove();
    await renderRoutePage();
    expect(api.to(ROUTE)).toHaveLength(1);
  });
});
