import { useQuery } from '@tanstack/react-query';
import { projectRoutes, shopRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const SHOPS_KEY = ['shops'] as const;
export const PROJECTS_KEY = ['projects'] as const;

/** The shops the user may see (SPEC §9: the shop list is cached 30 minutes). */
export function useShops() {
  return useQuery({
    queryKey: SHOPS_KEY,
    queryFn: () => callApi(shopRoutes.listShops).then((r) => r.items),
    staleTime: 30 * 60_000,
  });
}

export function useProjects() {
  return useQuery({
    queryKey: PROJECTS_KEY,
    queryFn: () => callApi(projectRoutes.listProjects).then((r) => r.items),
  });
}
