import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, CreateApiKey } from '@ziskomer/contracts';
import { apiKeyRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';

export const apiKeysKey = (shopId: string) => ['shop', shopId, 'api-keys'] as const;

/** The API keys of a shop (its admins see them). */
export function useApiKeys(shopId: string, enabled = true) {
  return useQuery({
    queryKey: apiKeysKey(shopId),
    queryFn: () => callApi(apiKeyRoutes.listApiKeys, { params: { shopId } }).then((r) => r.items),
    enabled,
  });
}

/** Creates a key; the answer is the only time the full key exists outside the caller's copy. */
export function useCreateApiKey(shopId: string) {
  const queryClient = useQueryClient();
  const key = apiKeysKey(shopId);
  return useMutation({
    mutationFn: (input: CreateApiKey) =>
      callApi(apiKeyRoutes.createApiKey, { params: { shopId }, body: input }),
    onSuccess: (created) =>
      queryClient.setQueryData<ApiKey[]>(key, (old) => [created.apiKey, ...(old ?? [])]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiKey(shopId: string) {
  const queryClient = useQueryClient();
  const key = apiKeysKey(shopId);
  return useMutation({
    mutationFn: (keyId: string) => callApi(apiKeyRoutes.revokeApiKey, { params: { shopId, keyId } }),
    onSuccess: (_data, keyId) =>
      queryClient.setQueryData<ApiKey[]>(key, (old) =>
        old?.map((apiKey) =>
          apiKey.id === keyId
            ? { ...apiKey, revokedAt: apiKey.revokedAt ?? new Date().toISOString() }
            : apiKey,
        ),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
