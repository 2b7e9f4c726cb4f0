import { useQuery, useQueryClient } from '@tanstack/react-query';
import { authUrl, meRoutes } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { ApiError, callApi } from '../../lib/api.ts';

export const SESSION_KEY = ['session'] as const;

/**
 * The signed-in user's profile, or null when signed out. `isInitialized` stays false until the
 * first answer, and the access guard renders nothing until then (SPEC §2).
 */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: async () => {
      try {
        return await callApi(meRoutes.getProfile);
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
  return {
    user: query.data ?? null,
    isAuthenticated: Boolean(query.data),
    isInitialized: query.isFetched || query.isError,
    refresh: query.refetch,
  };
}

/** Signs out: ends the server session, then drops every cached query and stored per-user state. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await fetch(authUrl('/sign-out'), {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith('ziskomer.user.')) localStorage.removeItem(key);
    }
    queryClient.clear();
    queryClient.setQueryData(SESSION_KEY, null);
  }, [queryClient]);
}
