import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ConnectApiKey, czechChannelRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { connectionsKey } from './use-connections.ts';

/** Sklik, Heureka and Zboží.cz: the key is checked by the provider before the server keeps it. */
export function useConnectApiKey(shopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConnectApiKey) =>
      callApi(czechChannelRoutes.connectApiKey, { params: { shopId }, body: input }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: connectionsKey(shopId) }),
        queryClient.invalidateQueries({ queryKey: ['shop', shopId, 'czech-channels'] }),
      ]),
  });
}
