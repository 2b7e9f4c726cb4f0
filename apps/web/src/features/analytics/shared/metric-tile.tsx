import { ArrowDownRight, ArrowUpRight, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { getChange } from './get-change.ts';

/** A row of metric tiles that wraps to two columns on phones. */
export function MetricGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={cn('grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4', className)}>{children}</ul>;
}

/**
 * One headline number: its label with the definition in a tooltip (docs/METRICS.md in words a
 * shop owner reads), the value, an optional detail line, and the change against the previous
 * period when the report compares. `lowerIsBetter` colours a falling cost green.
 */
export function MetricTile({
  label,
  definition,
  value,
  current,
  previous,
  detail,
  lowerIsBetter = false,
}: {
  label: string;
  definition: string;
  /** The formatted value; '—' when there is none. */
  value: string;
  /** The raw values behind the change; no change is shown without `previous`. */
  current?: number | null;
  previous?: number | null;
  detail?: ReactNode;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const change = previous === undefined ? undefined : getChange(current ?? null, previous);
  return (
    <li className="@container flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface px-4 py-3.5 shadow-sm">
      <span className="flex items-start gap-1.5 text-xs font-medium text-muted">
        {/* Long labels wrap to a second line rather than lose their end ("Průměrná hodnota obj…"). */}
        <span className="line-clamp-2 break-words" title={label}>
          {label}
        </span>
        <Tooltip content={definition}>
          <button
            type="button"
            className="shrink-0 rounded text-muted/80 hover:text-fg"
            aria-label={t('definitionOf', { metric: label })}
          >
            <Info aria-hidden className="h-3.5 w-3.5" />
          </button>
        </Tooltip>
      </span>
      {/* A figure is never cut off: a narrow tile sets it smaller, and only then does it wrap. */}
      <span className="text-lg font-semibold break-words text-fg tabular @[11rem]:text-xl @[15rem]:text-2xl">
        {value}
      </span>
      {detail && <span className="text-xs text-muted">{detail}</span>}
      {change !== undefined && <ChangeLabel change={change} lowerIsBetter={lowerIsBetter} />}
    </li>
  );
}

export function ChangeLabel({
  change,
  lowerIsBetter = false,
}: {
  change: number | null;
  lowerIsBetter?: boolean;
}) {
  const { t } = useTranslation('analytics');
  if (change === null) return <span className="text-xs text-muted">{t('change.none')}</span>;
  const rising = change >= 0;
  const good = rising !== lowerIsBetter;
  const Arrow = rising ? ArrowUpRight : ArrowDownRight;
  return (
    <span
      className={cn(
        'flex flex-wrap items-center gap-x-0.5 text-xs font-medium',
        good ? 'text-accent' : 'text-danger',
      )}
    >
      <Arrow aria-hidden className="h-3.5 w-3.5" />
      <span className="tabular">
        {rising ? '+' : '−'}
        {formatPercent(Math.abs(change), 1)}
      </span>
      <span className="font-normal text-muted">{t('change.vsPrevious')}</span>
    </span>
  );
}
