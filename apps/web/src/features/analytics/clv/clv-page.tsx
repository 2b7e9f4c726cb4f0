import type { ClvHorizon, CustomerClvReport } from '@ziskomer/contracts';
import { CalendarClock, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { ClvAliveCard } from './clv-alive-card.tsx';
import { ClvBacktestCard } from './clv-backtest-card.tsx';
import { ClvDistributionCard } from './clv-distribution-card.tsx';
import { ClvFormulaGroupsCard } from './clv-formula-groups-card.tsx';
import { ClvInsufficientCard } from './clv-insufficient-card.tsx';
import { ClvMetrics } from './clv-metrics.tsx';
import { ClvModelCard } from './clv-model-card.tsx';
import { ClvSectionHeader } from './clv-section-header.tsx';
import { ClvSegmentsCard } from './clv-segments-card.tsx';
import { ClvTopCustomersCard } from './clv-top-customers-card.tsx';
import { formatDay, useClvDates } from './use-clv-dates.ts';

/**
 * /analytics/customer/clv (report 'customer-clv'), over the whole history — no period toolbar:
 * the headline tiles, the forecast of the stored model run (or, with too little data, what is
 * missing and when it will likely be there), then SPEC §9's formula CLV by range, tier and churn.
 */
export default function ClvPage() {
  const { t } = useTranslation('analyticsClv');
  return (
    <ReportPage
      reportId="customer-clv"
      title={t('routes.clv.title')}
      description={t('routes.clv.description')}
      asOfToday
    >
      {({ meta, data }) => <ClvContent report={data} currency={meta.currency} timeZone={meta.timeZone} />}
    </ReportPage>
  );
}

function ClvContent({
  report,
  currency,
  timeZone,
}: {
  report: CustomerClvReport;
  currency: string;
  timeZone: string;
}) {
  const { t } = useTranslation('analyticsClv');
  const dates = useClvDates(timeZone);
  const { predictive, formula } = report;
  const forecast = predictive.forecast;
  return (
    <>
      <p className="flex items-start gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted shadow-sm">
        <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
        <span>{t('intro')}</span>
      </p>
      <ClvMetrics formula={formula} predictive={predictive} currency={currency} />

      <section aria-labelledby="clv-forecast" className="flex flex-col gap-4">
        <ClvSectionHeader
          id="clv-forecast"
          title={t('predictive.title')}
          description={
            forecast
              ? t('predictive.asOf', {
                  computedAt: dates.instant(predictive.computedAt),
                  asOfDay: dates.day(predictive.asOfDay),
                })
              : undefined
          }
        />
        {forecast ? (
          <>
            <LongHorizonNotice horizons={forecast.horizons} />
            <ClvSegmentsCard forecast={forecast} currency={currency} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
              <ClvAliveCard probabilityAlive={forecast.probabilityAlive} />
              <ClvModelCard
                model={forecast.model}
                customers={predictive.data.customers}
                repeatCustomers={predictive.data.repeatCustomers}
                currency={currency}
              />
            </div>
            <ClvBacktestCard backtest={report.backtest} currency={currency} />
            <ClvTopCustomersCard forecast={forecast} currency={currency} />
          </>
        ) : (
          <>
            <ClvInsufficientCard predictive={predictive} />
            <ClvBacktestCard backtest={report.backtest} currency={currency} />
          </>
        )}
      </section>

      <section aria-labelledby="clv-formula" className="flex flex-col gap-4">
        <ClvSectionHeader
          id="clv-formula"
          title={t('formula.title')}
          description={t('formula.description')}
        />
        <ClvDistributionCard ranges={formula.ranges} currency={currency} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ClvFormulaGroupsCard kind="tiers" groups={formula.tiers} currency={currency} />
          <ClvFormulaGroupsCard kind="churn" groups={formula.churn} currency={currency} />
        </div>
      </section>
    </>
  );
}

/** A shop with 90 to 364 days of history gets the 90-day forecast only; says when 365 days come. */
function LongHorizonNotice({ horizons }: { horizons: ClvHorizon[] }) {
  const { t } = useTranslation('analyticsClv');
  const long = horizons.find((horizon) => horizon.days === 365);
  if (!long || long.status === 'ok') return null;
  return (
    <p className="flex items-start gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted shadow-sm">
      <CalendarClock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <span>
        {t('predictive.horizon365Missing')}
        {long.readyOn && <> {t('predictive.horizon365Ready', { day: formatDay(long.readyOn) })}</>}
      </span>
    </p>
  );
}
