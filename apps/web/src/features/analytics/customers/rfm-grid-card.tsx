import type { RfmCell, RfmSegment } from '@ziskomer/contracts';
import { getRfmSegment, type RfmScore } from '@ziskomer/domain';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatNumber } from '../../../lib/format.ts';
import { SEGMENT_COLOURS } from './customer-palette.ts';

const SCORES: readonly RfmScore[] = [1, 2, 3, 4, 5];

/**
 * The 5 × 5 grid of recency (rows, 5 on top) and frequency (columns) scores: each cell shows its
 * customers in the colour of the segment it belongs to, so the grid explains the segments.
 */
export function RfmGridCard({
  cells,
  selected,
  onSelect,
}: {
  cells: RfmCell[];
  selected: RfmSegment | null;
  onSelect: (segment: RfmSegment) => void;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const countOf = (recency: RfmScore, frequency: RfmScore) =>
    cells.find((cell) => cell.recency === recency && cell.frequency === frequency)?.customers ?? 0;
  return (
    <ChartCard
      title={t('rfm.grid.title')}
      description={t('rfm.grid.description')}
      definition={t('rfm.definitions.grid')}
      chart={
        <figure className="flex gap-2 py-1" aria-label={t('rfm.grid.chartLabel')}>
          <div className="flex w-4 items-center justify-center">
            <span className="-rotate-90 whitespace-nowrap text-xs font-medium text-muted">
              {t('rfm.grid.recency')}
            </span>
          </div>
          <div className="min-w-0 flex-1">
            <div className="grid grid-cols-[1.25rem_repeat(5,minmax(0,1fr))] gap-1">
              {[...SCORES].reverse().map((recency) => (
                <div key={recency} className="contents">
                  <span className="flex items-center justify-center text-xs text-muted tabular">
                    {recency}
                  </span>
                  {SCORES.map((frequency) => {
                    const segment = getRfmSegment(recency, frequency);
                    const customers = countOf(recency, frequency);
                    const colour = SEGMENT_COLOURS[segment];
                    const name = t(`rfm.segments.${segment}.name`);
                    return (
                      <button
                        key={frequency}
                        type="button"
                        title={`${name} · R ${recency} · F ${frequency}`}
                        aria-label={`${name}, R ${recency}, F ${frequency}: ${t('customersCount', { count: customers })}`}
                        onClick={() => onSelect(segment)}
                        // Marked by a ring and a neutral empty cell rather than by fading: faded
                        // text on the segment colours would be too faint to read.
                        className={cn(
                          'flex h-11 flex-col items-center justify-center rounded-md text-xs font-semibold tabular transition',
                          'hover:brightness-105 focus-visible:outline-2',
                          customers === 0 && 'bg-surface-2 font-normal text-muted',
                          selected &&
                            segment === selected &&
                            'ring-2 ring-fg ring-offset-1 ring-offset-surface',
                        )}
                        style={customers === 0 ? undefined : { background: colour.fill, color: colour.text }}
                      >
                        {formatNumber(customers)}
                      </button>
                    );
                  })}
                </div>
              ))}
              <span />
              {SCORES.map((frequency) => (
                <span key={frequency} className="pt-1 text-center text-xs text-muted tabular">
                  {frequency}
                </span>
              ))}
            </div>
            <p className="mt-1 text-center text-xs font-medium text-muted">{t('rfm.grid.frequency')}</p>
          </div>
        </figure>
      }
    />
  );
}
