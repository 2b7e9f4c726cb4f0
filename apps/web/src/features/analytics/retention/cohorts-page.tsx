import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { CohortCurveCard } from './cohort-curve-card.tsx';
import { CohortMapCard } from './cohort-map-card.tsx';
import { CohortTiles } from './cohort-tiles.tsx';
import { RETENTION_DEFAULT_PERIOD } from './retention-defaults.ts';
import { RetentionEmptyPeriod, RetentionNote } from './retention-empty.tsx';

/**
 * /analytics/customer/cohorts: monthly acquisition cohorts × months since the first order
 * (report 'customer-cohorts'), as a heatmap of retention, revenue, revenue per customer or margin.
 */
export default function CohortsPage() {
  const { t } = useTranslation('analyticsRetention');
  return (
    <ReportPage
      reportId="customer-cohorts"
      title={t('cohorts.title')}
      description={t('cohorts.description')}
      defaultPeriod={RETENTION_DEFAULT_PERIOD}
      showGranularity={false}
      showCompare={false}
    >
      {({ meta, data }) =>
        data.cohorts.length === 0 ? (
          <RetentionEmptyPeriod />
        ) : (
          <>
            <CohortTiles data={data} currency={meta.currency} />
            <CohortMapCard data={data} currency={meta.currency} today={meta.today} />
            {data.averages.length > 1 && <CohortCurveCard data={data} currency={meta.currency} />}
            <RetentionNote />
          </>
        )
      }
    </ReportPage>
  );
}
