import { cn } from '../../components/ui/cn.ts';
import { barWidth, utilisationTone } from './budget-view.ts';

const FILL = {
  none: 'bg-border',
  ok: 'bg-accent',
  warning: 'bg-warning',
  over: 'bg-danger',
} as const;

/**
 * How much of a plan is spent: a bar coloured by the alert thresholds (80 % warning, 100 % over),
 * with an optional tick where an even pace would be today. Screen readers hear `label` instead.
 */
export function UtilisationBar({
  utilisation,
  pacePercent,
  label,
  size = 'md',
}: {
  utilisation: number | null;
  pacePercent?: number | null;
  label: string;
  size?: 'sm' | 'md';
}) {
  const tone = utilisationTone(utilisation);
  return (
    <div
      className={cn(
        'relative w-full overflow-hidden rounded-full bg-surface-2',
        size === 'sm' ? 'h-1.5' : 'h-2.5',
      )}
    >
      <span className="sr-only">{label}</span>
      <div
        aria-hidden
        className={cn('h-full rounded-full transition-[width] duration-500', FILL[tone])}
        style={{ width: `${barWidth(utilisation)}%` }}
      />
      {pacePercent !== null && pacePercent !== undefined && pacePercent > 0 && pacePercent < 100 && (
        <div aria-hidden className="absolute inset-y-0 w-0.5 bg-fg/40" style={{ left: `${pacePercent}%` }} />
      )}
    </div>
  );
}
