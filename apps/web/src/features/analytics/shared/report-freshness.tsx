import type { ReportMeta } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';

/**
 * "Data k 14:05, přepočítává se…": when the report's data was last brought up to date and
 * whether newer orders are being counted. Quiet by design — the page never waits for it.
 */
export function ReportFreshness({
  meta,
}: {
  meta: Pick<ReportMeta, 'refreshedAt' | 'refreshPending' | 'timeZone'>;
}) {
  const { t } = useTranslation('analytics');
  if (!meta.refreshedAt && !meta.refreshPending) return null;
  const time = meta.refreshedAt ? formatRefreshTime(meta.refreshedAt, meta.timeZone) : null;
  const text = time
    ? t(meta.refreshPending ? 'freshness.asOfRecalculating' : 'freshness.asOf', { time })
    : t('freshness.recalculating');
  return (
    <p
      className="mt-1 flex items-center gap-1.5 text-xs text-muted"
      role="status"
      data-testid="report-freshness"
    >
      {meta.refreshPending && (
        <RefreshCw aria-hidden className="size-3 shrink-0 motion-safe:animate-spin [animation-duration:2s]" />
      )}
      <span>{text}</span>
    </p>
  );
}

/** The time alone on the day it happened, with the date on any later day (in the shop's zone). */
function formatRefreshTime(refreshedAt: string, timeZone: string): string {
  const at = new Date(refreshedAt);
  if (getZonedDay(at, timeZone) !== getZonedDay(new Date(), timeZone)) return formatDateTime(at, timeZone);
  return new Intl.DateTimeFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    timeStyle: 'short',
    timeZone,
  }).format(at);
}
