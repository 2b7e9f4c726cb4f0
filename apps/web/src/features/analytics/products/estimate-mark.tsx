import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '../../../components/ui/tooltip.tsx';

/**
 * A margin figure that includes lines with the 30 % estimate: the figure with an amber
 * asterisk whose tooltip says how many lines are estimated. Plain when none is.
 */
export function EstimateMark({ lines, children }: { lines: number; children: ReactNode }) {
  const { t } = useTranslation('analyticsProducts');
  if (lines <= 0) return children;
  const hint = t('estimate.containsHint', { count: lines });
  return (
    <span className="inline-flex items-baseline gap-0.5">
      {children}
      <Tooltip content={hint}>
        <button type="button" aria-label={hint} className="rounded px-0.5 font-semibold text-warning">
          *
        </button>
      </Tooltip>
    </span>
  );
}
