import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { OrderCountsCard } from './order-counts-card.tsx';
import { OrderGapsCard } from './order-gaps-card.tsx';
import { RepeatCohortsCard } from './repeat-cohorts-card.tsx';
import { RepeatTiles } from './repeat-tiles.tsx';
import { RETENTION_DEFAULT_PERIOD } from './retention-defaults.ts';
import { RetentionEmptyPeriod, RetentionNote } from './retention-empty.tsx';
import { UpsellCard } from './upsell-card.tsx';

/**
 * /analytics/customer/repeat-orders: orders per customer, days to the 2nd and 3rd order, repeat
 * rate by cohort and the up-sell list (report 'customer-repeat-orders').
 */
export default function RepeatOrdersPage() {
  const { t } = useTranslation('analyticsRetention');
  return (
    <ReportPage
      reportId="customer-repeat-orders"
      title={t('repeat.title')}
      description={t('repeat.description')}
      defaultPeriod={RETENTION_DEFAULT_PERIOD}
      showGranularity={false}
      showCompare={false}
    >
      {({ meta, data }) => (
        <>
          {data.customers === 0 ? (
            <RetentionEmptyPeriod />
          ) : (
            <>
              <RepeatTiles data={data} />
              <div className="grid gap-6 lg:grid-cols-2">
                <OrderCountsCard data={data} currency={meta.currency} />
                <OrderGapsCard data={data} />
              </div>
              <RepeatCohortsCard data={data} today={meta.today} />
            </>
          )}
          <UpsellCard data={data} currency={meta.currency} timeZone={meta.timeZone} />
          <RetentionNote />
        </>
      )}
    </ReportPage>
  );
}
