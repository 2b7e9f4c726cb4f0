import { useQuery } from '@tanstack/react-query';
import { importKeys } from './import-keys.ts';
import { isImportActive } from './import-status.ts';
import { importsApi } from './imports-api.ts';

/** One import; `pollMs` refreshes it while it is active (the fallback when the event stream fails). */
export function useImport(shopId: string, importId: string, pollMs: number | false = false) {
  return useQuery({
    queryKey: importKeys.detail(shopId, importId),
    queryFn: ({ signal }) => importsApi.get(shopId, importId, signal),
    staleTime: 0,
    refetchInterval: (query) =>
      pollMs !== false && query.state.data && isImportActive(query.state.data.status) ? pollMs : false,
  });
}

/** The first rejected rows of an import (line, column, reason). */
export function useImportErrors(shopId: string, importId: string, enabled: boolean) {
  return useQuery({
    queryKey: importKeys.errors(shopId, importId),
    queryFn: ({ signal }) => importsApi.errors(shopId, importId, signal),
    enabled,
  });
}
