import { Route as RouteIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ReportPage } from '../shared/report-page.tsx';
import { ChannelTrendCard } from './channel-trend-card.tsx';
import { ChannelsTableCard } from './channels-table-card.tsx';
import { ConversionHeadline } from './conversion-headline.tsx';
import { breaksOf } from './format-conversion.ts';
import { NoTrackedEventsCard } from './no-tracked-events-card.tsx';
import { TrackingBreakAlerts } from './tracking-break-alerts.tsx';

/**
 * /conversion-monitoring (report 'conversion-monitoring'): for the whole shop and per ad channel
 * and day, the shop's orders against what its own tracking and the ad platforms counted, and a
 * warning with the way out as soon as tracking starts missing orders.
 */
export default function ConversionMonitoringPage() {
  const { t } = useTranslation('conversionMonitoring');
  return (
    <ReportPage
      reportId="conversion-monitoring"
      title={t('title')}
      description={t('description')}
      showGranularity={false}
      showCompare={false}
    >
      {({ meta, data }) => (
        <>
          <TrackingBreakAlerts report={data} />
          {!data.hasTrackedEvents && <NoTrackedEventsCard />}
          <ConversionHeadline report={data} />
          <ChannelTrendCard
            channel={{ channel: 'all', trackedShare: data.totals.trackedShare, days: data.days }}
            breaks={breaksOf(data, 'all')}
            today={meta.today}
          />
          {data.channels.length === 0 ? (
            <Card>
              <EmptyState
                className="py-12"
                icon={RouteIcon}
                title={t('noChannels.title')}
                description={t('noChannels.description')}
              />
            </Card>
          ) : (
            <div className="grid gap-6 xl:grid-cols-2">
              {data.channels.map((channel) => (
                <ChannelTrendCard
                  key={channel.channel}
                  channel={channel}
                  breaks={breaksOf(data, channel.channel)}
                  today={meta.today}
                />
              ))}
            </div>
          )}
          <ChannelsTableCard report={data} />
        </>
      )}
    </ReportPage>
  );
}
