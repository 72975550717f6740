import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { $api } from './client';
import { queryKeyPrefix } from './query-keys';

describe('query key prefixes', () => {
  it('are the head of every key of their path, and only of it', async () => {
    const queryClient = new QueryClient();
    const page = $api.queryOptions('get', '/api/routes/v1/', { params: { query: { page: 2 } } });
    const route = $api.queryOptions('get', '/api/routes/v1/{id}/', {
      params: { path: { id: 1 } },
    });
    // Any data will do: only the keys matter here.
    for (const { queryKey } of [page, route]) queryClient.setQueryData([...queryKey], {});
    await queryClient.invalidateQueries({ queryKey: queryKeyPrefix('/api/routes/v1/') });
    expect(queryClient.getQueryState(page.queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(route.queryKey)?.isInvalidated).toBe(false);
  });

  it('name only paths the contract reads with GET', () => {
    // @ts-expect-error the login path answers POST only
    expect(queryKeyPrefix('/api/auth/')).toEqual(['get', '/api/auth/']);
  });
});
