import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ProfitUploadPlatform, profitUploadRoutes, type UpdateProfitUpload } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const profitUploadKey = (shopId: string, platform: ProfitUploadPlatform) =>
  ['profit-upload', shopId, platform] as const;

/** The platform's "profit back" setting and its log of the last 30 days. */
export function useProfitUpload(shopId: string, platform: ProfitUploadPlatform) {
  return useQuery({
    queryKey: profitUploadKey(shopId, platform),
    queryFn: ({ signal }) =>
      callApi(profitUploadRoutes.getProfitUpload, { params: { shopId, platform }, signal }),
  });
}

export function useUpdateProfitUpload(shopId: string, platform: ProfitUploadPlatform) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfitUpload) =>
      callApi(profitUploadRoutes.updateProfitUpload, { params: { shopId, platform }, body: input }),
    onSuccess: (overview) => queryClient.setQueryData(profitUploadKey(shopId, platform), overview),
  });
}
