import type { BusinessQuadrant, OrdersReport } from '@ziskomer/contracts';
import { Grid2x2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { formatPeriod } from '../shared/format-period.ts';
import { AssessmentCard, NextSteps, TONE_ICONS } from './assessment-parts.tsx';
import { quadrantTone, TONE_CLASSES } from './assessment-tone.ts';

const BANDS = ['loss', 'break_even', 'profitable'] as const;
/** The map's rows, high volume on top, and the quadrant of each cell by profit band. */
const GRID: { volume: 'high' | 'low'; cells: BusinessQuadrant[] }[] = [
  { volume: 'high', cells: ['unprofitable_volume', 'break_even_growth', 'profitable_scaling'] },
  { volume: 'low', cells: ['low_volume_loss', 'low_volume_break_even', 'high_profitability_low_volume'] },
];

/**
 * The business quadrant of SPEC §4: a 2 × 3 map (volume × profit) with the period's cell marked,
 * the figures that placed it there, what it means and what to do next.
 */
export function QuadrantCard({ assessment }: { assessment: OrdersReport['assessment'] }) {
  const { t } = useTranslation('analyticsOrders');
  const { quadrant, profitShare, ordersChange } = assessment.quadrant;
  const tone = quadrant ? quadrantTone(quadrant) : null;
  const Icon = tone ? TONE_ICONS[tone] : Grid2x2;
  const signed = (value: number) => `${value >= 0 ? '+' : '−'}${formatPercent(Math.abs(value), 1)}`;
  return (
    <AssessmentCard
      title={t('assessment.quadrantTitle')}
      definition={t('assessment.quadrantDefinition')}
      description={t('assessment.basis', { period: formatPeriod(assessment.basis) })}
    >
      {quadrant && tone ? (
        <>
          <QuadrantMap active={quadrant} />
          <div className="flex items-start gap-3">
            <span
              className={cn(
                'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
                TONE_CLASSES[tone],
              )}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-lg font-semibold text-fg">{t(`quadrants.${quadrant}.title`)}</p>
              <p className="mt-1 text-sm text-muted">{t(`quadrants.${quadrant}.explanation`)}</p>
              <p className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs font-medium text-fg tabular">
                <span>
                  {ordersChange === null
                    ? t('assessment.ordersNew')
                    : t('assessment.ordersChange', { change: signed(ordersChange) })}
                </span>
                {profitShare !== null && (
                  <span>{t('assessment.profitShare', { share: formatPercent(profitShare, 1) })}</span>
                )}
              </p>
            </div>
          </div>
          <NextSteps steps={[t(`quadrants.${quadrant}.next1`), t(`quadrants.${quadrant}.next2`)]} />
        </>
      ) : (
        <EmptyState
          icon={Grid2x2}
          title={t('assessment.noQuadrant.title')}
          description={t('assessment.noQuadrant.description')}
        />
      )}
    </AssessmentCard>
  );
}

/** Volume rows × profit columns; the active cell in its tone, the others quiet. */
function QuadrantMap({ active }: { active: BusinessQuadrant }) {
  const { t } = useTranslation('analyticsOrders');
  return (
    <div className="grid grid-cols-[auto_1fr_1fr_1fr] gap-1.5 text-[11px] leading-tight sm:text-xs">
      <span />
      {BANDS.map((band) => (
        <span key={band} className="pb-0.5 text-center font-medium text-muted">
          {t(`assessment.band.${band}`)}
        </span>
      ))}
      {GRID.map((row) => (
        <div key={row.volume} className="contents">
          <span className="flex items-center pr-1 font-medium text-muted [writing-mode:vertical-rl] rotate-180 sm:[writing-mode:horizontal-tb] sm:rotate-0">
            {t(`assessment.volume.${row.volume}`)}
          </span>
          {row.cells.map((cell) => {
            const on = cell === active;
            return (
              <div
                key={cell}
                aria-current={on ? 'true' : undefined}
                className={cn(
                  'flex min-h-14 items-center justify-center rounded-lg border px-1.5 py-2 text-center',
                  on
                    ? cn(
                        'border-transparent font-semibold ring-2 ring-current',
                        TONE_CLASSES[quadrantTone(cell)],
                      )
                    : 'border-border bg-surface-2/50 text-muted',
                )}
              >
                {t(`quadrants.${cell}.title`)}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
