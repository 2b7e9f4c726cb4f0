import type { MarginEstimate } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatPercent } from '../../../lib/format.ts';

/**
 * The 'odhad' mark of a margin that is the 30 % estimate (SPEC §9), in full or in part, with
 * how much of the revenue it covers in a tooltip. A real margin gets no mark.
 */
export function EstimateBadge({
  estimate,
  share,
  className,
}: {
  estimate: MarginEstimate;
  /** Share (0–1) of the revenue whose margin is estimated. */
  share: number;
  className?: string;
}) {
  const { t } = useTranslation('analyticsProducts');
  if (estimate === 'real') return null;
  const full = estimate === 'estimated';
  return (
    <Tooltip
      content={
        full
          ? t('estimate.estimatedHint')
          : t('estimate.partialHint', { share: formatPercent(share, share < 0.1 ? 1 : 0) })
      }
    >
      <button
        type="button"
        className={cn(
          'inline-flex shrink-0 items-center rounded-full px-1.5 py-px text-[11px] font-medium leading-4',
          full
            ? 'bg-warning-soft text-warning ring-1 ring-warning/30 ring-inset'
            : 'border border-dashed border-warning/60 text-warning',
          className,
        )}
      >
        {full ? t('estimate.estimated') : t('estimate.partial')}
      </button>
    </Tooltip>
  );
}
