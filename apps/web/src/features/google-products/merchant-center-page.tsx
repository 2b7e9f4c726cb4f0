import type { MerchantCenterOverview } from '@ziskomer/contracts';
import { PackageCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { formatNumber } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { FiguresTableCard } from './figures-table-card.tsx';
import { GoogleProductPage } from './google-product-page.tsx';
import { ProductTargetCard } from './product-target-card.tsx';
import { useMerchantCenter } from './use-google-products.ts';

type Product = MerchantCenterOverview['products'][number];
const TONE = { approved: 'accent', disapproved: 'danger', pending: 'warning' } as const;

/**
 * /merchant-center: the Merchant Center connection and its account, how many products are
 * approved, disapproved and pending, the most frequent reasons of disapproval, and the products to
 * fix with Google's reasons.
 */
export default function MerchantCenterPage() {
  const { t } = useTranslation('googleProducts');
  const { shop } = useSelectedShop();
  const query = useMerchantCenter(shop?.id);
  return (
    <GoogleProductPage
      title={t('merchant.title')}
      description={t('merchant.description')}
      loadFailed={t('merchant.loadFailed')}
      query={query}
    >
      {(data, shop) => {
        const synced = data.connection?.lastSyncedAt !== null;
        return (
          <>
            <ProductTargetCard shop={shop} product="merchant" head={data} />
            {data.connection && (
              <>
                <MetricGrid className="lg:grid-cols-3">
                  {(['approved', 'disapproved', 'pending'] as const).map((status) => (
                    <MetricTile
                      key={status}
                      label={t(`merchant.counts.${status}`)}
                      definition={t(`merchant.definitions.${status}`)}
                      value={synced ? formatNumber(data.counts[status]) : '—'}
                    />
                  ))}
                </MetricGrid>
                {data.topIssues.length > 0 && (
                  <Card>
                    <CardHeader title={t('merchant.issues.title')} />
                    <ul className="divide-y divide-border">
                      {data.topIssues.map((issue) => (
                        <li
                          key={issue.code}
                          className="flex items-start justify-between gap-4 px-5 py-3 text-sm"
                        >
                          <span className="min-w-0 text-fg">{issue.description}</span>
                          <span className="shrink-0 text-muted tabular-nums">
                            {t('merchant.issues.products', { count: issue.products })}
                          </span>
                        </li>
                      ))}
                    </ul>
                  </Card>
                )}
                <FiguresTableCard<Product>
                  title={t('merchant.products.title')}
                  description={t('merchant.products.description')}
                  empty={synced ? t('merchant.products.empty') : t('merchant.products.emptyNotSynced')}
                  icon={PackageCheck}
                  rows={data.products}
                  rowKey={(row) => row.productId}
                  minWidth="40rem"
                  columns={[
                    {
                      label: t('merchant.products.product'),
                      render: (row) => (
                        <span className="flex flex-col">
                          {row.title}
                          <span className="text-xs font-normal text-muted">{row.offerId}</span>
                        </span>
                      ),
                    },
                    {
                      label: t('merchant.products.status'),
                      render: (row) => (
                        <Badge tone={TONE[row.status]}>{t(`merchant.status.${row.status}`)}</Badge>
                      ),
                    },
                    {
                      label: t('merchant.products.reasons'),
                      render: (row) =>
                        row.issues.length === 0 ? (
                          <span className="text-muted">—</span>
                        ) : (
                          <ul className="flex flex-col gap-1">
                            {row.issues.map((issue) => (
                              <li key={`${issue.code}:${issue.attribute ?? ''}`}>
                                <span className="text-fg">{issue.description}</span>
                                {issue.attribute && (
                                  <span className="ml-1 text-xs text-muted">
                                    ({t('merchant.products.attribute', { name: issue.attribute })})
                                  </span>
                                )}
                                {issue.detail && (
                                  <span className="block text-xs text-muted">{issue.detail}</span>
                                )}
                              </li>
                            ))}
                          </ul>
                        ),
                    },
                  ]}
                />
              </>
            )}
          </>
        );
      }}
    </GoogleProductPage>
  );
}
