import { DEFAULT_MIN_PAIR_ORDERS, PAIR_SORTS } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { BoughtTogetherCard } from './bought-together-card.tsx';
import { CrossSellMetrics } from './cross-sell-metrics.tsx';
import { PairStrengthCard } from './pair-strength-card.tsx';
import { PairsTableCard } from './pairs-table-card.tsx';
import { pickOption, useSearchParam } from './use-search-param.ts';

/**
 * /analytics/product/cross-sell: products bought in the same order (issue 4 item 11). The pair
 * ranking, the minimum pair count and the chosen product live in the URL like the period.
 */
export default function CrossSellPage() {
  const { t } = useTranslation('analyticsProducts');
  const [sortParam, setSort] = useSearchParam('sort');
  const [minPairsParam, setMinPairs] = useSearchParam('minPairs');
  const [product, setProduct] = useSearchParam('product');
  const sort = pickOption(sortParam, PAIR_SORTS, 'frequency');
  const minPairs = Number(minPairsParam);
  const extra: Record<string, string> = {};
  if (sort !== 'frequency') extra.sort = sort;
  if (Number.isInteger(minPairs) && minPairs >= 1) extra.minPairs = String(minPairs);
  if (product) extra.product = product;

  return (
    <ReportPage
      reportId="product-cross-sell"
      title={t('crossSell.title')}
      description={t('crossSell.description')}
      extra={extra}
      showGranularity={false}
    >
      {({ data, meta }) => (
        <>
          <CrossSellMetrics data={data} meta={meta} />
          <BoughtTogetherCard data={data} currency={meta.currency} onChoose={setProduct} />
          <PairStrengthCard data={data} />
          <PairsTableCard
            data={data}
            currency={meta.currency}
            onSort={(next) => setSort(next === 'frequency' ? null : next)}
            onMinPairs={(value) => setMinPairs(value === DEFAULT_MIN_PAIR_ORDERS ? null : String(value))}
          />
        </>
      )}
    </ReportPage>
  );
}
