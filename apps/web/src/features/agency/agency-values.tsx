import type { AgencyShopRow } from '@ziskomer/contracts';
import { AlertTriangle, ArrowDownRight, ArrowUpRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMoney, formatPercent } from '../../lib/format.ts';
import { formatMultiple, formatPno } from '../analytics/marketing/format-marketing.ts';
import { getChange } from '../analytics/shared/get-change.ts';

/**
 * The small pieces of an agency row, shared by the table and the phone cards. A value that
 * cannot be computed is "—" with its reason in words, never 0, Infinity or NaN.
 */

/** "+12,4 %" with an arrow, green when the change is good; nothing to compare is said so. */
export function CompactChange({
  current,
  previous,
  lowerIsBetter = false,
}: {
  current: number | null;
  previous: number | null;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('agency');
  const change = getChange(current, previous);
  if (change === null) return <span className="block text-[11px] text-muted">{t('row.noChange')}</span>;
  const rising = change >= 0;
  const good = rising !== lowerIsBetter;
  const Arrow = rising ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 text-[11px] font-medium tabular',
        good ? 'text-accent' : 'text-danger',
      )}
    >
      <Arrow aria-hidden className="h-3 w-3" />
      {rising ? '+' : '−'}
      {formatPercent(Math.abs(change), 1)}
      <span className="sr-only"> {t('row.vsPrevious')}</span>
    </span>
  );
}

/** POAS against break-even: green from break-even up, red below it. */
export function PoasValue({
  row,
  breakEvenPoas,
  className,
}: {
  row: Pick<AgencyShopRow, 'figures' | 'hasAdSpend' | 'computingFirstFigures'>;
  breakEvenPoas: number;
  className?: string;
}) {
  const { t } = useTranslation('agency');
  const { poas } = row.figures;
  // The first refresh's half-filled rollups would give POAS 0,0×: no figure until it ends.
  if (row.computingFirstFigures || poas === null) {
    return (
      <span className={className}>
        <span className="font-semibold text-muted">—</span>
        <span className="block text-[11px] font-normal text-muted">
          {row.computingFirstFigures
            ? t('row.computingFirstFigures')
            : row.hasAdSpend
              ? t('row.noSpend')
              : t('row.noSpendYet')}
        </span>
      </span>
    );
  }
  return (
    <span
      className={cn(
        'font-semibold tabular',
        poas >= breakEvenPoas ? 'text-accent' : 'text-danger',
        className,
      )}
    >
      {formatMultiple(poas)}
    </span>
  );
}

export function PnoValue({ pno }: { pno: number | null }) {
  const { t } = useTranslation('agency');
  if (pno === null) {
    return (
      <span>
        <span className="text-muted">—</span>
        <span className="block text-[11px] text-muted">{t('row.noRevenue')}</span>
      </span>
    );
  }
  return <span className="tabular">{formatPno(pno)}</span>;
}

/**
 * The share of the active budgets spent in their current periods, as a bar: green while under
 * the 80 % warning, amber up to 100 %, red beyond (SPEC §9 alert thresholds).
 */
export function BudgetUse({
  budget,
  currency,
  compact = false,
}: {
  budget: AgencyShopRow['budget'];
  currency: string;
  /** In the table: the percentage and the bar, the amounts in the tooltip. */
  compact?: boolean;
}) {
  const { t } = useTranslation('agency');
  if (!budget) return <span className="whitespace-nowrap text-xs text-muted">{t('row.noBudget')}</span>;
  const tone = budget.use >= 1 ? 'bg-danger' : budget.use >= 0.8 ? 'bg-warning' : 'bg-accent';
  const detail = t('row.budgetDetail', {
    spent: formatMoney(budget.spent, currency),
    total: formatMoney(budget.total, currency),
  });
  return (
    <span
      className={cn('flex flex-col gap-1', compact ? 'w-16' : 'w-full')}
      title={compact ? detail : undefined}
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-medium tabular text-fg">{formatPercent(budget.use, 0)}</span>
        <span className={cn('truncate text-[11px] text-muted tabular', compact && 'sr-only')}>{detail}</span>
      </span>
      {/* The percentage above says it in words; the bar is its picture. */}
      <span aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-surface-2">
        <span
          className={cn('block h-full rounded-full', tone)}
          style={{ width: `${Math.min(1, budget.use) * 100}%` }}
        />
      </span>
    </span>
  );
}

export function AlertCount({ count }: { count: number }) {
  const { t } = useTranslation('agency');
  if (count === 0) {
    return (
      <span className="text-muted tabular" title={t('row.noAlerts')}>
        0<span className="sr-only"> {t('row.noAlerts')}</span>
      </span>
    );
  }
  return (
    <Badge tone="danger" className="gap-1 tabular">
      <AlertTriangle aria-hidden className="h-3 w-3" />
      {count}
      <span className="sr-only">{t('row.alerts', { count })}</span>
    </Badge>
  );
}
