import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKey, ApiKeyList, CreateApiKey, CreatedApiKey } from '@ziskomer/contracts';
import { api } from '../../lib/api.ts';

export const apiKeysKey = (shopId: string) => ['shop', shopId, 'api-keys'] as const;

/** The API keys of a shop (its admins see them). */
export function useApiKeys(shopId: string, enabled = true) {
  return useQuery({
    queryKey: apiKeysKey(shopId),
    queryFn: () => api<ApiKeyList>(`/api/shops/${shopId}/api-keys`).then((r) => r.items),
    enabled,
  });
}

/** Creates a key; the answer is the only time the full key exists outside the caller's copy. */
export function useCreateApiKey(shopId: string) {
  const queryClient = useQueryClient();
  const key = apiKeysKey(shopId);
  return useMutation({
    mutationFn: (input: CreateApiKey) =>
      api<CreatedApiKey>(`/api/shops/${shopId}/api-keys`, { method: 'POST', body: input }),
    onSuccess: (created) =>
      queryClient.setQueryData<ApiKey[]>(key, (old) => [created.apiKey, ...(old ?? [])]),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useRevokeApiKey(shopId: string) {
  const queryClient = useQueryClient();
  const key = apiKeysKey(shopId);
  return useMutation({
    mutationFn: (keyId: string) => api<void>(`/api/shops/${shopId}/api-keys/${keyId}`, { method: 'DELETE' }),
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
