import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PeriodChoice, ReportMeta } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api.ts';
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

/**
 * One report of the selected shop for a view. `extra` carries the report's own parameters.
 * The previous answer stays on screen (dimmed by the page) while the next period loads.
 */
export function useReport<T>(
  reportId: string,
  shopId: string | undefined,
  view: ReportView,
  extra: Record<string, string> = {},
) {
  const query = toReportQuery(view);
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  const search = query.toString();
  return useQuery({
    queryKey: ['shop', shopId, 'analytics', reportId, search],
    queryFn: ({ signal }) =>
      api<{ meta: ReportMeta; data: T }>(`/api/shops/${shopId}/analytics/${reportId}?${search}`, { signal }),
    enabled: Boolean(shopId),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
