import { PRODUCT_SORTS } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { CategoryPerformanceCard } from './category-performance-card.tsx';
import { CategoryTrendCard } from './category-trend-card.tsx';
import { ProductMetrics } from './product-metrics.tsx';
import { ProductTableCard } from './product-table-card.tsx';
import { pickOption, useSearchParam } from './use-search-param.ts';

/** /analytics/product: products and categories by revenue, margin, units and orders (issue 4 item 10). */
export default function ProductsPage() {
  const { t } = useTranslation('analyticsProducts');
  const [sortParam, setSort] = useSearchParam('sort');
  const sort = pickOption(sortParam, PRODUCT_SORTS, 'revenue');
  return (
    <ReportPage
      reportId="products"
      title={t('products.title')}
      description={t('products.description')}
      extra={sort === 'revenue' ? undefined : { sort }}
    >
      {({ data, meta }) => (
        <>
          <ProductMetrics data={data} meta={meta} />
          <div className="grid gap-6 xl:grid-cols-2">
            <CategoryPerformanceCard data={data} currency={meta.currency} />
            <CategoryTrendCard
              trend={data.categoryTrend}
              granularity={meta.granularity}
              currency={meta.currency}
              today={meta.today}
            />
          </div>
          <ProductTableCard
            data={data}
            currency={meta.currency}
            onSort={(next) => setSort(next === 'revenue' ? null : next)}
          />
        </>
      )}
    </ReportPage>
  );
}
