import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { ParetoCard } from './pareto-card.tsx';
import { QuintileHeadline } from './quintile-headline.tsx';
import { QuintileShareCard, QuintileTableCard } from './quintiles-card.tsx';

/**
 * /analytics/customer/quintiles (report 'customer-quintiles'): customers by revenue fifth over the
 * whole history as of today — no period toolbar — with the Pareto curve.
 */
export default function QuintilesPage() {
  const { t } = useTranslation('analyticsCustomers');
  return (
    <ReportPage
      reportId="customer-quintiles"
      title={t('routes.quintiles.title')}
      description={t('routes.quintiles.description')}
      asOfToday
    >
      {({ meta, data }) => (
        <>
          <QuintileHeadline report={data} currency={meta.currency} />
          <div className="grid gap-6 lg:grid-cols-2">
            <ParetoCard pareto={data.pareto} topFifthShare={data.topFifthRevenueShare} />
            <QuintileShareCard quintiles={data.quintiles} currency={meta.currency} />
          </div>
          <QuintileTableCard quintiles={data.quintiles} currency={meta.currency} />
        </>
      )}
    </ReportPage>
  );
}
