import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type JobSummary, jobSummarySchema } from '@ziskomer/contracts';
import { useEffect, useReducer, useState } from 'react';
import {
  createRunStreamState,
  getRunsPollInterval,
  nextRunStreamState,
} from '../import-schedules/run-stream-state.ts';
import { jobKeys } from './job-keys.ts';
import { jobsApi } from './jobs-api.ts';

const canStream = () => typeof EventSource !== 'undefined';

/**
 * The signed-in user's background work across their shops, live: from the Server-Sent Events
 * stream while it works, by polling every 10 s after it failed 3 times in a row (the same rule
 * as the import runs' stream, SPEC §4, §9).
 */
export function useJobSummary() {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(nextRunStreamState, undefined, () =>
    createRunStreamState(canStream()),
  );
  // The browser reconnects a dropped stream itself, but not one the server refused.
  const [attempt, setAttempt] = useState(0);
  const connection = state.mode === 'polling' ? null : attempt;

  useEffect(() => {
    if (connection === null) return;
    const source = new EventSource(jobsApi.eventsUrl, { withCredentials: true });
    let retry: ReturnType<typeof setTimeout> | undefined;
    source.addEventListener('open', () => dispatch({ type: 'open' }));
    source.addEventListener('jobs', (event) => {
      let summary: JobSummary | null = null;
      try {
        const parsed = jobSummarySchema.safeParse(JSON.parse((event as MessageEvent<string>).data));
        if (parsed.success) summary = parsed.data;
      } catch {
        summary = null;
      }
      if (summary) queryClient.setQueryData<JobSummary>(jobKeys.summary(), summary);
      dispatch({ type: summary ? 'message' : 'error' });
    });
    source.addEventListener('error', () => {
      dispatch({ type: 'error' });
      if (source.readyState === EventSource.CLOSED) retry = setTimeout(() => setAttempt((n) => n + 1), 2000);
    });
    return () => {
      clearTimeout(retry);
      source.close();
    };
  }, [connection, queryClient]);

  const summary = useQuery({
    queryKey: jobKeys.summary(),
    queryFn: ({ signal }) => jobsApi.summary(signal),
    refetchInterval: getRunsPollInterval(state),
    refetchIntervalInBackground: false,
    staleTime: state.mode === 'streaming' ? Number.POSITIVE_INFINITY : 0,
  });
  return { summary, mode: state.mode };
}
