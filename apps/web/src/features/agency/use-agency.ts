import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { agencyRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { type ReportView, toReportQuery } from '../analytics/shared/report-view.ts';

/** The key prefix of every agency overview, dropped when the user's shops change. */
export const AGENCY_KEY = ['agency'] as const;

/**
 * The overview of every shop the user reaches, for a period. The comparison with the previous
 * period is always part of the answer, so `compare` is not sent. The browser cache is emptied on
 * sign-out (useSignOut), so it never shows one user's shops to the next.
 */
export function useAgencyOverview(view: ReportView) {
  const query = toReportQuery({ ...view, compare: false });
  const search = query.toString();
  return useQuery({
    queryKey: [...AGENCY_KEY, search],
    queryFn: ({ signal }) =>
      callApi(agencyRoutes.getAgencyOverview, { query: new URLSearchParams(search), signal }),
    placeholderData: keepPreviousData,
    // Budget use and alerts move during the day: fresher than the 5 minutes of the reports.
    staleTime: 60_000,
  });
}
