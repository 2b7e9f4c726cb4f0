import { useTranslation } from 'react-i18next';
import { useSelectedShop } from '../../shops/use-selected-shop.ts';
import { ReportPage } from '../shared/report-page.tsx';
import { CampaignsCard } from './campaigns-card.tsx';
import { ChannelsCard } from './channels-card.tsx';
import { CostFreshnessCard } from './cost-freshness-card.tsx';
import { GuidanceCard } from './guidance-card.tsx';
import { MarketingHeadline } from './marketing-headline.tsx';
import { NoAdSpendCard } from './no-ad-spend-card.tsx';
import { SpendTrendCard } from './spend-trend-card.tsx';
import { SplitCard } from './split-card.tsx';

/**
 * /analytics/marketing: what advertising returned in profit (report 'marketing'). POAS leads;
 * channels and campaigns follow with the guidance that applies to them.
 */
export default function MarketingPage() {
  const { t } = useTranslation('analyticsMarketing');
  const { shop } = useSelectedShop();
  return (
    <ReportPage reportId="marketing" title={t('title')} description={t('description')}>
      {({ meta, data }) => (
        <>
          {!data.hasAdSpend && <NoAdSpendCard />}
          <MarketingHeadline
            totals={data.totals}
            previous={data.previous}
            attribution={data.attribution}
            currency={meta.currency}
            breakEvenPoas={data.breakEvenPoas}
          />
          {data.hasAdSpend && (
            <SpendTrendCard
              trend={data.trend}
              granularity={meta.granularity}
              currency={meta.currency}
              breakEvenPoas={data.breakEvenPoas}
              today={meta.today}
            />
          )}
          {/* The campaign table gets the page's whole width: beside another card it cut its columns. */}
          <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <GuidanceCard report={data} />
            <SplitCard split={data.split} currency={meta.currency} />
          </div>
          <ChannelsCard
            channels={data.channels}
            currency={meta.currency}
            breakEvenPoas={data.breakEvenPoas}
          />
          {data.hasAdSpend && shop && <CostFreshnessCard shopId={shop.id} />}
          <CampaignsCard
            campaigns={data.campaigns}
            currency={meta.currency}
            breakEvenPoas={data.breakEvenPoas}
          />
        </>
      )}
    </ReportPage>
  );
}
