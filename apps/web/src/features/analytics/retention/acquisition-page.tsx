import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SegmentedControl } from '../customers/segmented-control.tsx';
import { ReportPage } from '../shared/report-page.tsx';
import { AcquisitionTableCard } from './acquisition-table-card.tsx';
import { AcquisitionTiles } from './acquisition-tiles.tsx';
import { AcquisitionTrendCard } from './acquisition-trend-card.tsx';
import type { AcquisitionDimension } from './group-label.ts';
import { RETENTION_DEFAULT_PERIOD } from './retention-defaults.ts';
import { RetentionEmptyPeriod, RetentionNote } from './retention-empty.tsx';
import { RetentionTrendCard } from './retention-trend-card.tsx';

const DIMENSIONS: readonly AcquisitionDimension[] = ['source', 'campaign'];

/**
 * /analytics/customer/acquisition-retention: new customers by the source and campaign of their
 * first order, and how many came back within 30, 90 and 180 days (report 'customer-acquisition').
 * The split (source or campaign) is kept in the URL like the period.
 */
export default function AcquisitionPage() {
  const { t } = useTranslation('analyticsRetention');
  const [params, setParams] = useSearchParams();
  const dimension: AcquisitionDimension = params.get('by') === 'campaign' ? 'campaign' : 'source';
  const setDimension = (next: AcquisitionDimension) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'source') updated.delete('by');
        else updated.set('by', next);
        return updated;
      },
      { preventScrollReset: true },
    );
  return (
    <ReportPage
      reportId="customer-acquisition"
      title={t('acquisition.title')}
      description={t('acquisition.description')}
      defaultPeriod={RETENTION_DEFAULT_PERIOD}
      showCompare={false}
      actions={() => (
        <SegmentedControl
          legend={t('acquisition.by.legend')}
          options={DIMENSIONS.map((value) => ({ value, label: t(`acquisition.by.${value}`) }))}
          value={dimension}
          onChange={setDimension}
        />
      )}
    >
      {({ meta, data }) =>
        data.totals.newCustomers === 0 ? (
          <RetentionEmptyPeriod />
        ) : (
          <>
            <AcquisitionTiles data={data} currency={meta.currency} timeZone={meta.timeZone} />
            <AcquisitionTrendCard
              data={data}
              dimension={dimension}
              granularity={meta.granularity}
              today={meta.today}
            />
            <AcquisitionTableCard data={data} dimension={dimension} currency={meta.currency} />
            <RetentionTrendCard data={data} granularity={meta.granularity} today={meta.today} />
            <RetentionNote />
          </>
        )
      }
    </ReportPage>
  );
}
