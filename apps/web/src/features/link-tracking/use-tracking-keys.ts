import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TrackingKeyKind, TrackingKeys } from '@ziskomer/contracts';
import { useEffect } from 'react';
import { linkTrackingApi, linkTrackingKeys } from './link-tracking-api.ts';

/**
 * The shop's tracking keys. When a shop admin opens the page and the shop has none yet, they are
 * created right away (the brief's "created on first visit"); a viewer sees that an admin must.
 */
export function useTrackingKeys(shopId: string) {
  const client = useQueryClient();
  const keys = useQuery({
    queryKey: linkTrackingKeys.keys(shopId),
    queryFn: ({ signal }) => linkTrackingApi.keys(shopId, signal),
  });
  const create = useMutation({
    mutationFn: () => linkTrackingApi.createKeys(shopId),
    onSuccess: (created) => client.setQueryData(linkTrackingKeys.keys(shopId), created),
  });
  const needsKeys = keys.data?.publicKey === null && keys.data.canManage;
  const { mutate, isIdle } = create;
  useEffect(() => {
    if (needsKeys && isIdle) mutate();
  }, [needsKeys, isIdle, mutate]);
  return { keys, create };
}

/** Replaces the extra origins of the browser snippet; the page shows the new list at once. */
export function useUpdateTrackingOrigins(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (origins: string[]) => linkTrackingApi.updateOrigins(shopId, origins),
    onSuccess: (keys: TrackingKeys) => client.setQueryData(linkTrackingKeys.keys(shopId), keys),
  });
}

/** Replaces the public key or the secret; the page shows the new one at once. */
export function useRotateTrackingKey(shopId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (key: TrackingKeyKind) => linkTrackingApi.rotateKey(shopId, key),
    onSuccess: (keys: TrackingKeys) => client.setQueryData(linkTrackingKeys.keys(shopId), keys),
  });
}
