import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SliceTable } from '../analytics/marketing/slice-table.tsx';
import { ReportPage } from '../analytics/shared/report-page.tsx';
import { ProfitUploadCard } from '../profit-upload/profit-upload-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { GoogleAdsConversionActions } from './conversion-actions-card.tsx';
import { GoogleAdsConnectionCard } from './google-ads-connection-card.tsx';
import { GoogleAdsMetricsCard } from './google-ads-metrics-card.tsx';

/**
 * /google-ads: the Google Ads connection (account, sync state) and its campaigns in the period —
 * the shop's POAS per campaign from the marketing report, and Google's own figures beside it.
 */
export default function GoogleAdsPage() {
  const { t } = useTranslation('googleAds');
  const { shop } = useSelectedShop();
  return (
    <ReportPage
      reportId="marketing"
      withoutOrders
      title={t('title')}
      description={t('description')}
      showCompare={false}
      intro={shop ? <GoogleAdsConnectionCard shop={shop} /> : null}
    >
      {({ meta, data }) => {
        const campaigns = data.campaigns.filter((row) => row.channel === 'google_ads');
        return (
          <>
            <Card className="min-w-0 overflow-hidden">
              <CardHeader title={t('campaigns.title')} description={t('campaigns.description')} />
              {campaigns.length === 0 ? (
                <EmptyState className="py-10" icon={Megaphone} title={t('campaigns.empty')} />
              ) : (
                <SliceTable
                  nameHeader={t('metrics.campaign')}
                  currency={meta.currency}
                  breakEvenPoas={data.breakEvenPoas}
                  rows={campaigns.map((row) => ({
                    key: `${row.account}/${row.campaign}`,
                    name: (
                      <span>
                        {row.campaign}
                        {row.account && (
                          <span className="ml-2 text-xs font-normal text-muted">{row.account}</span>
                        )}
                      </span>
                    ),
                    slice: row,
                  }))}
                />
              )}
            </Card>
            {campaigns.length > 0 && <GoogleAdsMetricsCard campaigns={campaigns} currency={meta.currency} />}
            {shop && <GoogleAdsConversionActions shopId={shop.id} />}
            {shop && <ProfitUploadCard shop={shop} platform="google_ads" />}
          </>
        );
      }}
    </ReportPage>
  );
}
