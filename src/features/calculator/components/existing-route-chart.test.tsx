import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockApi } from '../../../../tests/support/api-mock';
import { cappedPages, chartPoints } from '../../../../tests/support/capped-pages';
import { signIn } from '../../../../tests/support/render-app';
import { renderWithApp } from '../../../../tests/support/render-with-app';
import { ExistingRouteChart } from './existing-route-chart';

const CITY = '/api/charts/v1/chart/city-city/';
const route = { chain: 'Москва — Казань', category: 'до 20 т', distance: 800, nmc: 60_000 };

describe('the chart of the route a calculation matches', () => {
  beforeEach(signIn);

  it('reads every page of a server with smaller pages, and justifies over all of it', async () => {
    const { to } = mockApi(cappedPages(CITY, chartPoints(30), 10));
    renderWithApp(<ExistingRouteChart routeId={7} route={route} onAccept={() => undefined} />);
    expect(await screen.findByText(/^Цен в выборке: 30,/)).toBeInTheDocument();
    await waitFor(() => expect(to(CITY)).toHaveLength(3));
    expect(to(CITY).map((call) => call.query.get('route_id'))).toEqual(['7', '7', '7']);
  });
});
