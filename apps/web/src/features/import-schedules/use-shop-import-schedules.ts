import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isImportRunActive } from '@ziskomer/contracts';
import { useEffect, useRef } from 'react';
import { RUNS_POLL_INTERVAL_MS } from '../../lib/live-stream-state.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { importScheduleKeys } from './import-schedule-keys.ts';
import { importSchedulesApi } from './import-schedules-api.ts';
import { useMyImportRuns } from './use-my-import-runs.ts';

/**
 * A shop's schedules and runs, kept fresh: reloaded whenever the user's live run stream reports
 * a change in this shop, and every 10 s while the stream is down or a run is active (it may be
 * someone else's, which the user's stream does not carry).
 */
export function useShopImportSchedules(shopId: string) {
  const queryClient = useQueryClient();
  const { language } = useLanguage();
  const { runs: myRuns, mode } = useMyImportRuns();

  const runs = useQuery({
    queryKey: importScheduleKeys.runs(shopId, language),
    queryFn: ({ signal }) => importSchedulesApi.shopRuns(shopId, signal),
    refetchInterval: (query) =>
      mode !== 'streaming' || query.state.data?.some((run) => isImportRunActive(run.status))
        ? RUNS_POLL_INTERVAL_MS
        : false,
    refetchIntervalInBackground: false,
  });
  const anyActive = runs.data?.some((run) => isImportRunActive(run.status)) ?? false;
  const schedules = useQuery({
    queryKey: importScheduleKeys.list(shopId, language),
    queryFn: ({ signal }) => importSchedulesApi.list(shopId, signal),
    refetchInterval: mode !== 'streaming' || anyActive ? RUNS_POLL_INTERVAL_MS : false,
    refetchIntervalInBackground: false,
  });

  // What the stream says about this shop; a change reloads the shop's lists.
  const signature = (myRuns.data ?? [])
    .filter((run) => run.shopId === shopId)
    .map((run) => `${run.id}:${run.status}`)
    .join(',');
  const seen = useRef<string | null>(null);
  useEffect(() => {
    // The first answer only tells what the lists were loaded with.
    if (seen.current !== null && seen.current !== signature) {
      void queryClient.invalidateQueries({ queryKey: importScheduleKeys.shop(shopId) });
    }
    seen.current = signature;
  }, [signature, shopId, queryClient]);

  return { schedules, runs, liveMode: mode };
}
