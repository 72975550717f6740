import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** A 4xx answer will not change on a second try; a network failure or a 5xx may. */
const shouldRetry = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isApiError(error) && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
