import type { MarginTotals } from '@ziskomer/contracts';
import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../../lib/format.ts';

/** Says plainly how much of the period's margin rests on the 30 % estimate; nothing when none does. */
export function EstimateNotice({ totals }: { totals: MarginTotals }) {
  const { t } = useTranslation('analyticsProducts');
  if (totals.estimatedLines === 0) return null;
  const share = formatPercent(totals.estimatedShare, totals.estimatedShare < 0.1 ? 1 : 0);
  return (
    <p className="flex items-start gap-2.5 rounded-xl border border-warning/30 bg-warning-soft px-4 py-3 text-sm text-fg">
      <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
      <span>{t('margin.notice', { share })}</span>
    </p>
  );
}
