import {
  GRANULARITIES,
  type GranularityChoice,
  PERIOD_PRESETS,
  type PeriodChoice,
} from '@ziskomer/contracts';

/** The view every report shares, kept in the URL so a view can be shared as a link. */
export interface ReportView {
  period: PeriodChoice;
  /** Only for `custom`. */
  from: string | null;
  to: string | null;
  granularity: GranularityChoice;
  compare: boolean;
}

export const DEFAULT_REPORT_VIEW: ReportView = {
  period: '30d',
  from: null,
  to: null,
  granularity: 'auto',
  compare: false,
};

const PERIODS: readonly string[] = [...PERIOD_PRESETS, 'custom', 'all'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads the view from a URL query; anything unknown falls back to the default (a report may have
 * its own default period, e.g. a year for cohorts).
 */
export function readReportView(
  params: URLSearchParams,
  defaultPeriod: PeriodChoice = DEFAULT_REPORT_VIEW.period,
): ReportView {
  const period = params.get('period') ?? '';
  const granularity = params.get('granularity') ?? '';
  const from = params.get('from');
  const to = params.get('to');
  const custom = period === 'custom' && from && to && DAY.test(from) && DAY.test(to) && from <= to;
  return {
    period:
      PERIODS.includes(period) && (period !== 'custom' || custom) ? (period as PeriodChoice) : defaultPeriod,
    from: custom ? from : null,
    to: custom ? to : null,
    granularity: (GRANULARITIES as readonly string[]).includes(granularity)
      ? (granularity as GranularityChoice)
      : 'auto',
    compare: params.get('compare') === '1',
  };
}

/**
 * Writes the view into a URL query, keeping the query's other parameters (a report's own, like
 * the chosen product) and leaving defaults out so links stay short.
 */
export function writeReportView(
  view: ReportView,
  base = new URLSearchParams(),
  defaultPeriod: PeriodChoice = DEFAULT_REPORT_VIEW.period,
): URLSearchParams {
  const params = new URLSearchParams(base);
  for (const key of ['period', 'from', 'to', 'granularity', 'compare']) params.delete(key);
  if (view.period !== defaultPeriod) params.set('period', view.period);
  if (view.period === 'custom' && view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.granularity !== 'auto') params.set('granularity', view.granularity);
  if (view.compare) params.set('compare', '1');
  return params;
}

/** The query the report API takes for a view. */
export function toReportQuery(view: ReportView): URLSearchParams {
  const params = new URLSearchParams({ period: view.period, granularity: view.granularity });
  if (view.period === 'custom' && view.from && view.to) {
    params.set('from', view.from);
    params.set('to', view.to);
  }
  if (view.compare) params.set('compare', 'true');
  return params;
}
