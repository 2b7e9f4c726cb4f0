import type { CustomerProfile } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { getLanguage } from '../../lib/i18n.ts';
import { SEGMENT_COLOURS } from '../analytics/customers/customer-palette.ts';

type History = CustomerProfile['rfmHistory'];

/** Consecutive month ends in one segment, as one run: from the first month to the last. */
export function groupSegmentRuns(history: History) {
  const runs: { from: string; to: string; segment: History[number]['segment'] }[] = [];
  for (const point of history) {
    const last = runs.at(-1);
    if (last && last.segment === point.segment) last.to = point.monthEnd;
    else runs.push({ from: point.monthEnd, to: point.monthEnd, segment: point.segment });
  }
  return runs;
}

/**
 * How the customer's RFM segment changed: the segment at each complete month end (computed from
 * the orders up to then), months of one segment shown as one run, oldest first.
 */
export function SegmentHistory({ history }: { history: History }) {
  const { t } = useTranslation(['customers', 'analyticsCustomers']);
  if (history.length === 0) return <p className="text-xs text-muted">{t('profile.rfm.historyNone')}</p>;
  const month = new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const label = (day: string) => month.format(new Date(`${day}T12:00:00Z`));
  return (
    <div>
      <h3 className="text-xs font-semibold uppercase tracking-wide text-muted">
        {t('profile.rfm.historyTitle')}
      </h3>
      <p className="text-xs text-muted">{t('profile.rfm.historyDescription')}</p>
      <ol className="mt-2 flex flex-col gap-1.5 text-sm">
        {groupSegmentRuns(history).map((run) => (
          <li key={run.from} className="flex items-center gap-2">
            <span
              aria-hidden
              className="h-2.5 w-2.5 shrink-0 rounded-full"
              style={{ backgroundColor: SEGMENT_COLOURS[run.segment].fill }}
            />
            <span className="w-36 shrink-0 text-muted tabular">
              {run.from === run.to ? label(run.from) : `${label(run.from)} – ${label(run.to)}`}
            </span>
            <span className="min-w-0 text-fg">
              {t(`analyticsCustomers:rfm.segments.${run.segment}.name`)}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
}
