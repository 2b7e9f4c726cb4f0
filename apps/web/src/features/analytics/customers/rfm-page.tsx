import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ReportPage } from '../shared/report-page.tsx';
import { RfmCustomersCard } from './rfm-customers-card.tsx';
import { RfmGridCard } from './rfm-grid-card.tsx';
import { RfmMetrics } from './rfm-metrics.tsx';
import { RfmRangesCard } from './rfm-ranges-card.tsx';
import { RfmSegmentsTable } from './rfm-segments-table.tsx';
import { RfmTreemapCard } from './rfm-treemap-card.tsx';
import { useRfmSelection } from './use-rfm-selection.ts';

/** Below this many customers, quintiles of customers say little; the page says so. */
const FEW_CUSTOMERS = 10;

/**
 * /analytics/customer/rfm (report 'customer-rfm'): RFM scores and segments as of today over the
 * whole history — no period toolbar. Choosing a segment (treemap, table or grid) lists its
 * customers below with the CSV export for e-mail tools; the choice is kept in the URL.
 */
export default function RfmPage() {
  const { t } = useTranslation('analyticsCustomers');
  const { segment, page, select } = useRfmSelection();
  const choose = (next: Parameters<typeof select>[0]) => {
    select(next);
    requestAnimationFrame(() =>
      document.getElementById('rfm-customers')?.scrollIntoView({ behavior: 'smooth', block: 'start' }),
    );
  };
  return (
    <ReportPage
      reportId="customer-rfm"
      title={t('routes.rfm.title')}
      description={t('routes.rfm.description')}
      asOfToday
    >
      {({ meta, data, view, shop }) => (
        <>
          <p className="flex items-start gap-2 rounded-xl border border-border bg-surface px-4 py-3 text-sm text-muted shadow-sm">
            <Info aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
            <span>
              {t('rfm.definitions.method')}
              {data.customers > 0 && data.customers < FEW_CUSTOMERS && (
                <> {t('rfm.fewCustomers', { count: data.customers })}</>
              )}
            </span>
          </p>
          <RfmMetrics report={data} currency={meta.currency} />
          <RfmTreemapCard
            segments={data.segments}
            currency={meta.currency}
            selected={segment}
            onSelect={choose}
          />
          <RfmSegmentsTable
            segments={data.segments}
            currency={meta.currency}
            selected={segment}
            onSelect={choose}
          />
          <RfmCustomersCard
            shop={shop}
            view={view}
            segment={segment}
            page={page}
            onPage={(next) => select(segment, next)}
            onClose={() => select(null)}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <RfmGridCard cells={data.cells} selected={segment} onSelect={choose} />
            <RfmRangesCard ranges={data.scoreRanges} currency={meta.currency} />
          </div>
        </>
      )}
    </ReportPage>
  );
}
