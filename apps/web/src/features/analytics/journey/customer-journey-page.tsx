import type { CustomerJourneyReport } from '@ziskomer/contracts';
import { UserPlus } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ReportPage } from '../shared/report-page.tsx';
import { JourneySankeyCard } from './journey-sankey-card.tsx';
import { JourneyTiles } from './journey-tiles.tsx';
import { PathLengthsCard } from './path-lengths-card.tsx';
import { ReturnBySourceCard } from './return-by-source-card.tsx';
import { listJourneySources } from './source-look.ts';

/**
 * /analytics/customer-journey: the period's new customers — the sources of their first three
 * orders, how many came back and how soon, and how many orders they placed (report
 * 'customer-journey').
 */
export default function CustomerJourneyPage() {
  const { t } = useTranslation('analyticsBehaviour');
  return (
    <ReportPage
      reportId="customer-journey"
      title={t('journey.title')}
      description={t('journey.description')}
      showGranularity={false}
    >
      {({ data }) => <JourneyContent data={data} />}
    </ReportPage>
  );
}

function JourneyContent({ data }: { data: CustomerJourneyReport }) {
  const { t } = useTranslation('analyticsBehaviour');
  const sources = useMemo(() => listJourneySources(data.bySource, data.links), [data.bySource, data.links]);
  if (data.totals.customers === 0) {
    return (
      <>
        <JourneyTiles totals={data.totals} previous={data.previousTotals} />
        <Card>
          <EmptyState
            className="py-14"
            icon={UserPlus}
            title={t('journey.emptyPeriod.title')}
            description={t('journey.emptyPeriod.description')}
          />
        </Card>
      </>
    );
  }
  return (
    <>
      <JourneyTiles totals={data.totals} previous={data.previousTotals} />
      <JourneySankeyCard links={data.links} sources={sources} />
      <ReturnBySourceCard data={data} sources={sources} />
      <PathLengthsCard data={data} />
    </>
  );
}
