import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateShop, Shop, UpdateShop } from '@ziskomer/contracts';
import { shopRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { AGENCY_KEY } from '../agency/use-agency.ts';
import { PROJECTS_KEY, SHOPS_KEY } from './use-shops.ts';

/** Shop changes move shop counts in the project list and the rows of the agency overview too. */
function useInvalidateShopsAndProjects() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
    queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    queryClient.invalidateQueries({ queryKey: AGENCY_KEY });
  };
}

export function useCreateShop() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateShopsAndProjects();
  return useMutation({
    mutationFn: (input: CreateShop) => callApi(shopRoutes.createShop, { body: input }),
    onSuccess: (shop) =>
      queryClient.setQueryData<Shop[]>(SHOPS_KEY, (old) => (old ? [shop, ...old] : [shop])),
    onSettled: invalidate,
  });
}

/** Edits a shop the user created; the list shows the new name at once and rolls back on failure. */
export function useUpdateShop() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateShopsAndProjects();
  return useMutation({
    mutationFn: ({ shopId, input }: { shopId: string; input: UpdateShop }) =>
      callApi(shopRoutes.updateShop, { params: { shopId }, body: input }),
    onMutate: async ({ shopId, input }) => {
      await queryClient.cancelQueries({ queryKey: SHOPS_KEY });
      const previous = queryClient.getQueryData<Shop[]>(SHOPS_KEY);
      if (input.name !== undefined) {
        const name = input.name;
        queryClient.setQueryData<Shop[]>(SHOPS_KEY, (old) =>
          old?.map((shop) => (shop.id === shopId ? { ...shop, name } : shop)),
        );
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(SHOPS_KEY, context.previous);
    },
    onSettled: invalidate,
  });
}

export function useDeleteShop() {
  const queryClient = useQueryClient();
  const invalidate = useInvalidateShopsAndProjects();
  return useMutation({
    mutationFn: (shopId: string) => callApi(shopRoutes.deleteShop, { params: { shopId } }),
    onSuccess: (_data, shopId) => {
      queryClient.setQueryData<Shop[]>(SHOPS_KEY, (old) => old?.filter((shop) => shop.id !== shopId));
      queryClient.removeQueries({ queryKey: ['shop', shopId] });
    },
    onSettled: invalidate,
  });
}

/** Marks one shop as the user's default (SPEC §6: at most one access is the default). */
export function useSetDefaultShop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shopId: string) => callApi(shopRoutes.setDefaultShop, { params: { shopId } }),
    onMutate: async (shopId) => {
      await queryClient.cancelQueries({ queryKey: SHOPS_KEY });
      const previous = queryClient.getQueryData<Shop[]>(SHOPS_KEY);
      queryClient.setQueryData<Shop[]>(SHOPS_KEY, (old) =>
        old?.map((shop) => ({ ...shop, isDefault: shop.id === shopId })),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(SHOPS_KEY, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHOPS_KEY }),
  });
}
