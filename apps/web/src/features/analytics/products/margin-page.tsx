import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { CategoryMarginCard, getCategoryChartHeight } from './category-margin-card.tsx';
import { EstimateNotice } from './estimate-notice.tsx';
import { MarginMetrics } from './margin-metrics.tsx';
import { MarginScatterCard } from './margin-scatter-card.tsx';
import { ProductMarginTableCard } from './product-margin-table-card.tsx';

/**
 * /analytics/product/margin: margin by product and category (issue 4 item 12), the part that is
 * the 30 % estimate always called out and never shown as a real margin.
 */
export default function MarginPage() {
  const { t } = useTranslation('analyticsProducts');
  return (
    <ReportPage
      reportId="product-margin"
      title={t('margin.title')}
      description={t('margin.description')}
      showGranularity={false}
    >
      {({ data, meta }) => (
        <>
          <MarginMetrics data={data} meta={meta} />
          <EstimateNotice totals={data.totals} />
          <div className="grid gap-6 xl:grid-cols-2">
            <MarginScatterCard
              products={data.products}
              currency={meta.currency}
              height={Math.max(320, getCategoryChartHeight(data.categories.length))}
            />
            <CategoryMarginCard categories={data.categories} currency={meta.currency} />
          </div>
          <ProductMarginTableCard products={data.products} currency={meta.currency} />
        </>
      )}
    </ReportPage>
  );
}
