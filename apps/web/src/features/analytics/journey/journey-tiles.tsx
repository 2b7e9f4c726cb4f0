import type { CustomerJourneyReport } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { MetricGrid, MetricTile } from '../shared/metric-tile.tsx';
import { formatDays } from '../timing/format-days.ts';

/** The cohort's size, how many came back and how soon, and how many switched source. */
export function JourneyTiles({
  totals,
  previous,
}: {
  totals: CustomerJourneyReport['totals'];
  previous: CustomerJourneyReport['previousTotals'];
}) {
  const { t } = useTranslation('analyticsBehaviour');
  const switchedShare = totals.returned > 0 ? totals.switchedSource / totals.returned : null;
  return (
    <MetricGrid>
      <MetricTile
        label={t('journey.tiles.customers.label')}
        definition={t('journey.tiles.customers.definition')}
        value={formatNumber(totals.customers)}
        current={totals.customers}
        previous={previous ? previous.customers : undefined}
      />
      <MetricTile
        label={t('journey.tiles.returned.label')}
        definition={t('journey.tiles.returned.definition')}
        value={totals.returnedShare === null ? '—' : formatPercent(totals.returnedShare, 1)}
        detail={t('journey.tiles.returnedCount', {
          count: totals.returned,
          value: formatNumber(totals.returned),
        })}
        current={totals.returnedShare}
        previous={previous ? previous.returnedShare : undefined}
      />
      <MetricTile
        label={t('journey.tiles.medianToSecond.label')}
        definition={t('journey.tiles.medianToSecond.definition')}
        value={formatDays(t, totals.medianDaysToSecond)}
        detail={
          totals.meanDaysToSecond === null
            ? undefined
            : t('journey.tiles.meanDays', { value: formatDays(t, totals.meanDaysToSecond) })
        }
        current={totals.medianDaysToSecond}
        previous={previous ? previous.medianDaysToSecond : undefined}
        lowerIsBetter
      />
      <MetricTile
        label={t('journey.tiles.switched.label')}
        definition={t('journey.tiles.switched.definition')}
        value={switchedShare === null ? '—' : formatPercent(switchedShare, 1)}
        detail={switchedShare === null ? undefined : t('journey.tiles.ofReturned')}
      />
    </MetricGrid>
  );
}
