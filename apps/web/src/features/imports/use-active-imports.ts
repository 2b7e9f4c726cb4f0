import { useQuery } from '@tanstack/react-query';
import { importKeys } from './import-keys.ts';
import { importsApi } from './imports-api.ts';
import { getImportsPollInterval } from './summarise-imports.ts';

/**
 * The shop's 10 most recent imports, kept fresh for the header indicator and the import page:
 * fetched every 2 s while one is active and every 10 s otherwise (SPEC §9). The one place the
 * list's live source is chosen, so a stream of scheduled runs can replace the polling here.
 */
export function useActiveImports(shopId: string | null) {
  return useQuery({
    queryKey: importKeys.list(shopId),
    queryFn: ({ signal }) => importsApi.list(shopId!, signal).then((list) => list.items),
    enabled: shopId !== null,
    staleTime: 0,
    refetchInterval: (query) => getImportsPollInterval(query.state.data),
    // The header shows it on every page: a slow network must not stack requests up.
    refetchIntervalInBackground: false,
  });
}
