import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api.ts';

/**
 * SPEC §9 caches: queries stale after 5 min, kept 30 min; no retry on 4xx except 408, otherwise up
 * to 3 retries with the delay capped at 30 s.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 5 * 60_000,
      gcTime: 30 * 60_000,
      retry: (failureCount, error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408) {
          return false;
        }
        return failureCount < 3;
      },
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      refetchOnWindowFocus: false,
    },
  },
});
