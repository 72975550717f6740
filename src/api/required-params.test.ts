// Simulates untyped callers: the guard exists for values the types cannot stop.
/* eslint-disable @typescript-eslint/consistent-type-assertions */
import { describe, expect, it } from 'vitest';
import { http, json, mockApi } from '../../tests/support/api-mock';
import { createApiClient } from './client';

const setup = () => {
  const { calls } = mockApi(
    http.get('/api/routes/v1/path/waypoint/autocomplete/', ({ response }) =>
      response.untyped(json(200, {})),
    ),
  );
  return { client: createApiClient(), calls };
};

describe('required-parameter guard', () => {
  it('rejects a path parameter that is missing, before any request', async () => {
    const { client, calls } = setup();
    const id: number | undefined = undefined;
    await expect(
      client.GET('/api/routes/v1/{id}/', { params: { path: { id: id as unknown as number } } }),
    ).rejects.toThrow('Required parameter id was null or undefined when calling routesRetrieve.');
    expect(calls).toHaveLength(0);
  });

  it('names query parameters in camelCase', async () => {
    const { client } = setup();
    const region: string | null = null;
    await expect(
      client.GET('/api/charts/v1/chart/region-region/', {
        params: {
          query: { from_region: 'Московская область', to_region: region as unknown as string },
        },
      }),
    ).rejects.toThrow(
      'Required parameter toRegion was null or undefined when calling chartsRegionRegionList.',
    );
  });

  it('rejects a create call without its body', async () => {
    const { client, calls } = setup();
    await expect(
      client.POST('/api/jobs/v1/routes/calculator-editor/temporary/', {} as never),
    ).rejects.toThrow(
      'Required parameter routeCreationJobRequest was null or undefined when calling jobsCalculatorEditorTemporaryCreate.',
    );
    expect(calls).toHaveLength(0);
  });

  it('lets complete calls through', async () => {
    const { client, calls } = setup();
    await client.GET('/api/routes/v1/path/waypoint/autocomplete/', {
      params: { query: { query: 'Мос' } },
    });
    expect(calls).toHaveLength(1);
  });
});
