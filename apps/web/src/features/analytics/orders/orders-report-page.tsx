import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ReportPage } from '../shared/report-page.tsx';
import { MixCard } from './mix-card.tsx';
import { OrdersHeadline } from './orders-headline.tsx';
import { OrdersTrendCard } from './orders-trend-card.tsx';
import { QuadrantCard } from './quadrant-card.tsx';
import { RecentOrdersCard } from './recent-orders-card.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';
import { ScenarioCard } from './scenario-card.tsx';
import { TopListsCard } from './top-lists-card.tsx';

/**
 * /analytics/orders: the period's headline figures, trend, performance scenario and business
 * quadrant, top lists, payment and shipping mix and the latest orders (report 'orders').
 */
export default function OrdersReportPage() {
  const { t } = useTranslation('analyticsOrders');
  return (
    <ReportPage
      reportId="orders"
      title={t('title')}
      description={t('description')}
      skeleton={<OrdersReportSkeleton />}
    >
      {({ meta, data, view, shop }) => (
        <>
          <OrdersHeadline totals={data.totals} previous={data.previousTotals} currency={meta.currency} />
          <ReconciliationPanel shop={shop} view={view} />
          <OrdersTrendCard
            trend={data.trend}
            previousTrend={data.previousTrend}
            granularity={meta.granularity}
            currency={meta.currency}
            today={meta.today}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <ScenarioCard assessment={data.assessment} currency={meta.currency} />
            <QuadrantCard assessment={data.assessment} />
          </div>
          <TopListsCard top={data.top} currency={meta.currency} period={meta} />
          <div className="grid gap-6 lg:grid-cols-2">
            <MixCard dimension="payment" top={data.mix.payment} currency={meta.currency} />
            <MixCard dimension="shipping" top={data.mix.shipping} currency={meta.currency} />
          </div>
          <RecentOrdersCard
            orders={data.recentOrders}
            currency={meta.currency}
            timeZone={meta.timeZone}
            period={meta}
          />
        </>
      )}
    </ReportPage>
  );
}

/** The page's own shape while it loads: the two rows of tiles, the trend, the assessment cards. */
function OrdersReportSkeleton() {
  return (
    <div aria-busy className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {TILE_PLACEHOLDERS.slice(0, 4).map((id) => (
          <Skeleton key={id} className="h-28 rounded-xl" />
        ))}
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-6">
        {TILE_PLACEHOLDERS.slice(4).map((id) => (
          <Skeleton key={id} className="h-28 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-96 rounded-xl" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-96 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    </div>
  );
}

const TILE_PLACEHOLDERS = ['t1', 't2', 't3', 't4', 't5', 't6', 't7', 't8', 't9', 't10'];
