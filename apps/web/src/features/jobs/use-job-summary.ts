import { jobSummarySchema } from '@ziskomer/contracts';
import { useLiveSnapshot } from '../../lib/use-live-snapshot.ts';
import { jobKeys } from './job-keys.ts';
import { jobsApi } from './jobs-api.ts';

/** The signed-in user's background work across their shops, live (useLiveSnapshot). */
export function useJobSummary() {
  const { query, mode } = useLiveSnapshot({
    queryKey: jobKeys.summary(),
    queryFn: ({ signal }) => jobsApi.summary(signal),
    eventsUrl: jobsApi.eventsUrl,
    event: 'jobs',
    parse: (data) => jobSummarySchema.safeParse(data).data ?? null,
  });
  return { summary: query, mode };
}
