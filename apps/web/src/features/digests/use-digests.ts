import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateDigestRecipient, UpdateDigestRecipient, UpdateDigestSettings } from '@ziskomer/contracts';
import { digestKeys, digestsApi } from './digests-api.ts';

export function useDigestSettings(shopId: string) {
  return useQuery({
    queryKey: digestKeys.settings(shopId),
    queryFn: ({ signal }) => digestsApi.settings(shopId, signal),
  });
}

/** The delivery log; while something is being sent it asks again every 3 s. */
export function useDigestDeliveries(shopId: string) {
  return useQuery({
    queryKey: digestKeys.deliveries(shopId),
    queryFn: ({ signal }) => digestsApi.deliveries(shopId, signal),
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'sending') ? 3000 : false,
  });
}

export function useAnomalyAlerts(shopId: string) {
  return useQuery({
    queryKey: digestKeys.alerts(shopId),
    queryFn: ({ signal }) => digestsApi.anomalyAlerts(shopId, signal),
  });
}

/** Every change reloads the shop's digest data: the recipients, the members left to add, the log. */
function useDigestMutation<I, O>(shopId: string, run: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSettled: () => queryClient.invalidateQueries({ queryKey: digestKeys.shop(shopId) }),
  });
}

export function useUpdateDigestSettings(shopId: string) {
  return useDigestMutation(shopId, (input: UpdateDigestSettings) => digestsApi.updateSettings(shopId, input));
}

export function useAddDigestRecipient(shopId: string) {
  return useDigestMutation(shopId, (input: CreateDigestRecipient) => digestsApi.addRecipient(shopId, input));
}

export function useUpdateDigestRecipient(shopId: string) {
  return useDigestMutation(shopId, ({ id, input }: { id: string; input: UpdateDigestRecipient }) =>
    digestsApi.updateRecipient(shopId, id, input),
  );
}

export function useRemoveDigestRecipient(shopId: string) {
  return useDigestMutation(shopId, (id: string) => digestsApi.removeRecipient(shopId, id));
}

export function useSendDigestPreview(shopId: string) {
  return useDigestMutation(shopId, (input: { period: 'week' | 'month'; language: 'cs' | 'en' }) =>
    digestsApi.sendPreview(shopId, input),
  );
}

export function useResolveAnomalyAlert(shopId: string) {
  return useDigestMutation(shopId, (alertId: string) => digestsApi.resolveAnomalyAlert(shopId, alertId));
}
