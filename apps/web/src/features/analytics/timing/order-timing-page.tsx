import type { OrderTimingReport } from '@ziskomer/contracts';
import { Clock } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ReportPage } from '../shared/report-page.tsx';
import { TimingMeasureSwitch } from './measure-switch.tsx';
import { OrderGapsCard } from './order-gaps-card.tsx';
import { TimingHeatmapCard } from './timing-heatmap-card.tsx';
import { getTimingProfile } from './timing-peaks.ts';
import { TimingProfileCards } from './timing-profile-cards.tsx';
import { TimingCallout, TimingTiles } from './timing-summary.tsx';
import { useTimingMeasure } from './use-timing-measure.ts';

/**
 * /order-timing: when in the week orders come (weekday × hour in the shop's zone, as orders or
 * revenue) and how many days pass between a customer's orders (report 'order-timing').
 */
export default function OrderTimingPage() {
  const { t } = useTranslation('analyticsBehaviour');
  const [measure, setMeasure] = useTimingMeasure();
  return (
    <ReportPage
      reportId="order-timing"
      title={t('timing.title')}
      description={t('timing.description')}
      showGranularity={false}
      actions={() => <TimingMeasureSwitch value={measure} onChange={setMeasure} />}
    >
      {({ meta, data }) => (
        <TimingContent data={data} measure={measure} currency={meta.currency} timeZone={meta.timeZone} />
      )}
    </ReportPage>
  );
}

function TimingContent({
  data,
  measure,
  currency,
  timeZone,
}: {
  data: OrderTimingReport;
  measure: 'orders' | 'revenue';
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const profile = useMemo(() => getTimingProfile(data.cells, measure), [data.cells, measure]);
  return (
    <>
      {profile && <TimingCallout profile={profile} measure={measure} orders={data.totals.orders} />}
      <TimingTiles data={data} profile={profile} measure={measure} currency={currency} />
      {profile ? (
        <>
          <TimingHeatmapCard data={data} measure={measure} currency={currency} timeZone={timeZone} />
          <TimingProfileCards profile={profile} measure={measure} currency={currency} />
        </>
      ) : (
        <Card>
          <EmptyState
            className="py-14"
            icon={Clock}
            title={t('timing.emptyPeriod.title')}
            description={t('timing.emptyPeriod.description')}
          />
        </Card>
      )}
      <OrderGapsCard gaps={data.gaps} />
    </>
  );
}
