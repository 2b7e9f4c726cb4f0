import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type PeriodChoice,
  type ReportData,
  type ReportId,
  type ReportMeta,
  reportRoutes,
} from '@ziskomer/contracts';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api.ts';
import { type ReportView, readReportView, toReportQuery, writeReportView } from './report-view.ts';

/** The report view of the current URL and a way to change it (each change is a Back step). */
export function useReportView(defaultPeriod?: PeriodChoice) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readReportView(params, defaultPeriod), [params, defaultPeriod]);
  const setView = useCallback(
    (next: ReportView) =>
      setParams((current) => writeReportView(next, current, defaultPeriod), { preventScrollReset: true }),
    [setParams, defaultPeriod],
  );
  return { view, setView };
}

/** Every report of a shop, for invalidating them together. */
export const shopReportsKey = (shopId: string | undefined) => ['shop', shopId, 'analytics'] as const;

/** How often a report whose data is being recalculated asks again. */
export const REFRESH_POLL_MS = 4_000;

/**
 * One report of the selected shop for a view. `extra` carries the report's own parameters.
 * The previous answer stays on screen (dimmed by the page) while the next period loads. While the
 * server says its data is being recalculated (meta.refreshPending) the report asks again every
 * few seconds; once a newer refresh arrives, the shop's other reports are marked stale too, so
 * none shows the figures from before it.
 */
export function useReport<Id extends ReportId>(
  reportId: Id,
  shopId: string | undefined,
  view: ReportView,
  extra: Record<string, string> = {},
  /** False until the report is wanted (a panel that is closed asks for nothing). */
  enabled = true,
) {
  const query = toReportQuery(view);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const search = query.toString();
  const result = useQuery({
    queryKey: [...shopReportsKey(shopId), reportId, search],
    queryFn: ({ signal }) =>
      // A generic id hides the route's literal type from the compiler: the answer is the data
      // schema of the report's contract, which callApi checks in development.
      callApi(reportRoutes[reportId].shop as (typeof reportRoutes)['orders']['shop'], {
        params: { shopId: shopId ?? '' },
        query: new URLSearchParams(search),
        signal,
      }) as Promise<{ meta: ReportMeta; data: ReportData<Id> }>,
    enabled: Boolean(shopId) && enabled,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    refetchInterval: (current) => (current.state.data?.meta.refreshPending ? REFRESH_POLL_MS : false),
  });
  const queryClient = useQueryClient();
  const refreshedAt = result.isPlaceholderData ? undefined : result.data?.meta.refreshedAt;
  const seen = useRef<{ shopId: string | undefined; refreshedAt: string | null | undefined }>({
    shopId,
    refreshedAt,
  });
  useEffect(() => {
    if (refreshedAt === undefined) return;
    const before = seen.current;
    seen.current = { shopId, refreshedAt };
    if (before.shopId !== shopId || before.refreshedAt === undefined || before.refreshedAt === refreshedAt)
      return;
    queryClient.invalidateQueries({
      queryKey: shopReportsKey(shopId),
      predicate: (other) => other.queryKey[3] !== reportId || other.queryKey[4] !== search,
    });
  }, [queryClient, shopId, reportId, search, refreshedAt]);
  return result;
}
