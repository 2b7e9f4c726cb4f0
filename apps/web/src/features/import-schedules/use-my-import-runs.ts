import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ImportRun, importRunListSchema } from '@ziskomer/contracts';
import { useEffect, useReducer, useState } from 'react';
import { useLanguage } from '../../lib/use-language.ts';
import { importScheduleKeys } from './import-schedule-keys.ts';
import { importSchedulesApi } from './import-schedules-api.ts';
import { createRunStreamState, getRunsPollInterval, nextRunStreamState } from './run-stream-state.ts';

const canStream = () => typeof EventSource !== 'undefined';

/**
 * The signed-in user's recent import runs across their shops, live: from the Server-Sent Events
 * stream while it works, by polling every 10 s after it failed 3 times in a row (SPEC §4, §9).
 * `mode` says which one is in use.
 */
export function useMyImportRuns() {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const [state, dispatch] = useReducer(nextRunStreamState, undefined, () =>
    createRunStreamState(canStream()),
  );
  // The browser reconnects a dropped stream itself, but not one the server refused: a new
  // connection (attempt) is opened here for that.
  const [attempt, setAttempt] = useState(0);
  const connection = state.mode === 'polling' ? null : attempt;

  useEffect(() => {
    if (connection === null) return;
    const source = new EventSource(`${importSchedulesApi.eventsUrl}?lang=${language}`, {
      withCredentials: true,
    });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => dispatch({ type: 'open' }));
    source.addEventListener('runs', (event) => {
      let items: ImportRun[] | null = null;
      try {
        const parsed = importRunListSchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) items = parsed.data.items;
      } catch {
        items = null;
      }
      if (items) queryClient.setQueryData<ImportRun[]>(importScheduleKeys.mine(language), items);
      dispatch({ type: items ? 'message' : 'error' });
    });
    source.addEventListener('error', () => {
      dispatch({ type: 'error' });
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), 2000);
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [connection, language, queryClient]);

  const runs = useQuery({
    queryKey: importScheduleKeys.mine(language),
    queryFn: ({ signal }) => importSchedulesApi.myRuns(signal),
    refetchInterval: getRunsPollInterval(state),
    refetchIntervalInBackground: false,
    staleTime: state.mode === 'streaming' ? Number.POSITIVE_INFINITY : 0,
  });
  return { runs, mode: state.mode };
}
