import { importRunListSchema } from '@ziskomer/contracts';
import { useLanguage } from '../../lib/use-language.ts';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import { importScheduleKeys } from './import-schedule-keys.ts';
import { importSchedulesApi } from './import-schedules-api.ts';

/** The signed-in user's recent import runs across their shops, live (useLiveSnapshot). */
export function useMyImportRuns() {
  const { language } = useLanguage();
  const { query, mode } = useLiveSnapshot({
    queryKey: importScheduleKeys.mine(language),
    queryFn: ({ signal }) => importSchedulesApi.myRuns(signal),
    eventsUrl: `${importSchedulesApi.eventsUrl}?lang=${language}`,
    event: 'runs',
    parse: (data) => importRunListSchema.safeParse(data).data?.items ?? null,
  });
  return { runs: query, mode };
}
