import type { ConversionMonitoringReport } from '@ziskomer/contracts';
import { ScanSearch, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { CreateTaskButton } from '../../tasks/create-task-button.tsx';
import { formatPeriod } from '../shared/format-period.ts';
import { formatShare } from './format-conversion.ts';
import { LINK_TRACKING_PATH } from './no-tracked-events-card.tsx';
import { useSeriesName } from './use-series-name.ts';

/**
 * One banner per ongoing break: since when, how far the share fell, and the ways out — check
 * the tracking code, or put the repair on the to-do list.
 */
export function TrackingBreakAlerts({ report }: { report: ConversionMonitoringReport }) {
  const { t } = useTranslation('conversionMonitoring');
  const seriesName = useSeriesName();
  const location = useLocation();
  const ongoing = report.breaks.filter((entry) => entry.ongoing);
  if (ongoing.length === 0) return null;
  return (
    <ul className="flex flex-col gap-3">
      {ongoing.map((entry) => {
        const values = {
          channel: seriesName(entry.channel),
          date: formatPeriod({ from: entry.startDay, to: entry.startDay }),
          share: formatShare(entry.startShare),
          baseline: formatShare(entry.baselineShare),
        };
        const text = t(entry.channel === 'all' ? 'alerts.textShop' : 'alerts.text', values);
        return (
          <li
            key={`${entry.channel}/${entry.startDay}`}
            role="alert"
            className="flex flex-col gap-3 rounded-xl border border-warning/40 bg-warning-soft px-4 py-3.5 sm:flex-row sm:items-center sm:px-5"
          >
            <div className="flex min-w-0 flex-1 gap-3">
              <TriangleAlert aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-warning" />
              <div className="min-w-0">
                <p className="text-sm font-semibold text-fg">{t('alerts.title', values)}</p>
                <p className="mt-0.5 text-sm text-muted">{text}</p>
              </div>
            </div>
            <div className="flex flex-wrap gap-2 pl-8 sm:pl-0">
              <Button variant="secondary" size="sm" asChild>
                <Link to={LINK_TRACKING_PATH}>
                  <ScanSearch aria-hidden className="h-4 w-4" />
                  {t('alerts.check')}
                </Link>
              </Button>
              <CreateTaskButton
                title={t('alerts.taskTitle', values)}
                description={text}
                category="tracking"
                priority="high"
                sourceUrl={`${location.pathname}${location.search}`}
                sourceContext={t('alerts.taskSource')}
                label={t('alerts.createTask')}
              />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
