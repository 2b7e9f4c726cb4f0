import { Megaphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { SliceTable } from '../analytics/marketing/slice-table.tsx';
import { ReportPage } from '../analytics/shared/report-page.tsx';
import { GoogleAdsMetricsCard } from '../google-ads/google-ads-metrics-card.tsx';
import { ProfitUploadCard } from '../profit-upload/profit-upload-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { SeznamHead } from './seznam-head.tsx';

/**
 * /seznam: the Sklik connection, Sklik's days, and its campaigns in the period — the shop's POAS
 * per campaign from the marketing report (the shop's margin, as /google-ads), Sklik's figures beside.
 */
export default function SeznamPage() {
  const { t } = useTranslation('seznam');
  const { shop } = useSelectedShop();
  return (
    <ReportPage
      reportId="marketing"
      withoutOrders
      title={t('title')}
      description={t('description')}
      showCompare={false}
      intro={shop ? <SeznamHead shop={shop} /> : null}
    >
      {({ meta, data }) => {
        const campaigns = data.campaigns.filter((row) => row.channel === 'sklik');
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
                    name: row.campaign,
                    slice: row,
                  }))}
                />
              )}
            </Card>
            {campaigns.length > 0 && (
              <GoogleAdsMetricsCard campaigns={campaigns} currency={meta.currency} namespace="seznam" />
            )}
            {shop && <ProfitUploadCard shop={shop} platform="sklik" />}
          </>
        );
      }}
    </ReportPage>
  );
}
