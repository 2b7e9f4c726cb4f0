import { type QueryFunction, type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useState } from 'react';
import { createRunStreamState, getRunsPollInterval, nextRunStreamState } from './live-stream-state.ts';

const canStream = () => typeof EventSource !== 'undefined';

export interface LiveSnapshotSource<T> {
  queryKey: QueryKey;
  /** The snapshot by a plain request: the first answer, and the fallback when streaming fails. */
  queryFn: QueryFunction<T>;
  /** The Server-Sent Events stream, and the name of its events that carry a new snapshot. */
  eventsUrl: string;
  event: string;
  /** The snapshot in an event's JSON, or null when it does not fit (counts as a failed try). */
  parse(data: unknown): T | null;
}

/**
 * A snapshot of the user's data kept live (SPEC §4, §9): from the Server-Sent Events stream while
 * it works, by polling every 10 s after it failed 3 times in a row. `mode` says which is in use.
 */
export function useLiveSnapshot<T>({ queryKey, queryFn, eventsUrl, event, parse }: LiveSnapshotSource<T>) {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(nextRunStreamState, undefined, () =>
    createRunStreamState(canStream()),
  );
  // The browser reconnects a dropped stream itself, but not one the server refused: a new
  // connection (attempt) is opened here for that.
  const [attempt, setAttempt] = useState(0);
  const connection = state.mode === 'polling' ? null : attempt;
  // The key and parser are compared by value: callers pass new objects on every render.
  const key = JSON.stringify(queryKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for queryKey; `parse` is fixed per source.
  useEffect(() => {
    if (connection === null) return;
    const source = new EventSource(eventsUrl, { withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => dispatch({ type: 'open' }));
    source.addEventListener(event, (message) => {
      let snapshot: T | null = null;
      try {
        snapshot = parse(JSON.parse((message as MessageEvent<string>).data));
      } catch {
        snapshot = null;
      }
      if (snapshot !== null) queryClient.setQueryData<T>(queryKey, snapshot);
      dispatch({ type: snapshot !== null ? 'message' : 'error' });
    });
    source.addEventListener('error', () => {
      dispatch({ type: 'error' });
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), 2000);
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [connection, eventsUrl, event, key, queryClient]);

  const query = useQuery({
    queryKey,
    queryFn,
    refetchInterval: getRunsPollInterval(state),
    refetchIntervalInBackground: false,
    staleTime: state.mode === 'streaming' ? Number.POSITIVE_INFINITY : 0,
  });
  return { query, mode: state.mode };
}
