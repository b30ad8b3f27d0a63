import { QueryClient } from '@tanstack/react-query';
import { QUERY_RETRY } from '../config/settings';

/** Queries are retried once and not refetched on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: QUERY_RETRY, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
