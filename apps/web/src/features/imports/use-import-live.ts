import { useQueryClient } from '@tanstack/react-query';
import { importSchema } from '@ziskomer/contracts';
import { useEffect, useReducer } from 'react';
import { importKeys } from './import-keys.ts';
import { importsApi } from './imports-api.ts';
import { createLiveState, getRetryDelay, type LiveState, nextLiveState } from './live-updates.ts';

const canStream = () => typeof EventSource !== 'undefined';

/**
 * Live progress of an active import: its Server-Sent Events write each state into the import's
 * query cache. A broken stream is tried again after 1 s and 2 s; after 3 failures in a row the
 * returned state says 'polling' and the caller refreshes the import every 2 s instead.
 */
export function useImportLive(shopId: string, importId: string, active: boolean): LiveState {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(nextLiveState, undefined, () => createLiveState(canStream()));
  // One connection per attempt; moving from 'connecting' to 'streaming' keeps it open.
  const connection =
    active && (state.mode === 'connecting' || state.mode === 'streaming') ? state.attempt : null;

  useEffect(() => {
    if (connection === null) return;
    const key = importKeys.detail(shopId, importId);
    const source = new EventSource(importsApi.eventsUrl(shopId, importId), { withCredentials: true });
    const apply = (event: Event) => {
      try {
        const parsed = importSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) queryClient.setQueryData(key, parsed.data);
        return parsed.success;
      } catch {
        return false;
      }
    };
    source.addEventListener('open', () => dispatch({ type: 'open' }));
    source.addEventListener('progress', (event) => dispatch({ type: apply(event) ? 'message' : 'error' }));
    source.addEventListener('done', (event) => {
      apply(event);
      // The stream ends here; closing first keeps the browser from reconnecting.
      source.close();
      dispatch({ type: 'done' });
      // Read the final state once more in the app's language, with the list and rejected rows.
      void queryClient.invalidateQueries({ queryKey: importKeys.shop(shopId) });
    });
    source.addEventListener('error', () => {
      source.close();
      dispatch({ type: 'error' });
    });
    return () => source.close();
  }, [connection, shopId, importId, queryClient]);

  useEffect(() => {
    if (state.mode !== 'waiting') return;
    const timer = setTimeout(() => dispatch({ type: 'retry' }), getRetryDelay(state.failures));
    return () => clearTimeout(timer);
  }, [state.mode, state.failures]);

  return state;
}
