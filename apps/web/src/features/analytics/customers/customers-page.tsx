import { CHURN_RISKS, CUSTOMER_TIERS } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../../lib/theme.ts';
import { ReportPage } from '../shared/report-page.tsx';
import { CustomerMetrics } from './customer-metrics.tsx';
import { customerPalette } from './customer-palette.ts';
import { CustomerSplitCard } from './customer-split-card.tsx';
import { CustomerStatsCard } from './customer-stats-card.tsx';
import { CustomerTrendCard } from './customer-trend-card.tsx';
import { DistributionCard } from './distribution-card.tsx';
import { TopCustomersCard } from './top-customers-card.tsx';

/**
 * /analytics/customer (report 'customers'): the period's active, new and returning customers and
 * their orders, the trend, the whole customer base by tier and churn risk, the top customers and
 * the "Stats" of SPEC §9.
 */
export default function CustomersPage() {
  const { t } = useTranslation('analyticsCustomers');
  const { dark } = useTheme();
  const palette = customerPalette(dark);
  return (
    <ReportPage
      reportId="customers"
      title={t('routes.overview.title')}
      description={t('routes.overview.description')}
    >
      {({ meta, data }) => (
        <>
          <CustomerMetrics period={data.period} previous={data.previous} base={data.base} />
          <div className="grid gap-6 lg:grid-cols-2">
            <CustomerSplitCard period={data.period} currency={meta.currency} />
            <CustomerStatsCard stats={data.stats} currency={meta.currency} />
          </div>
          <CustomerTrendCard
            trend={data.trend}
            granularity={meta.granularity}
            currency={meta.currency}
            today={meta.today}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <DistributionCard
              title={t('overview.tiers.title')}
              description={t('overview.tiers.description')}
              definition={t('overview.definitions.tiers')}
              chartLabel={t('overview.tiers.chartLabel')}
              currency={meta.currency}
              rows={CUSTOMER_TIERS.map((tier) => {
                const row = data.base.tiers.find((candidate) => candidate.tier === tier);
                return {
                  key: tier,
                  label: t(`overview.tiers.${tier}`),
                  customers: row?.customers ?? 0,
                  revenue: row?.revenue ?? 0,
                  color: palette.tier[tier],
                };
              })}
            />
            <DistributionCard
              title={t('overview.churn.title')}
              description={t('overview.churn.description')}
              definition={t('overview.definitions.churn')}
              chartLabel={t('overview.churn.chartLabel')}
              currency={meta.currency}
              rows={CHURN_RISKS.map((risk) => {
                const row = data.base.churn.find((candidate) => candidate.risk === risk);
                return {
                  key: risk,
                  label: t(`overview.churn.${risk}`),
                  customers: row?.customers ?? 0,
                  revenue: row?.revenue ?? 0,
                  color: palette.churn[risk],
                };
              })}
            />
          </div>
          <TopCustomersCard customers={data.topCustomers} currency={meta.currency} timeZone={meta.timeZone} />
        </>
      )}
    </ReportPage>
  );
}
