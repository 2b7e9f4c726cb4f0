import { formatPercent } from '../../../lib/format.ts';

/** A share (0–1) as a percentage with a thin bar beside it, for ranking tables. */
export function ShareBar({ share, max = 1 }: { share: number; max?: number }) {
  // Scaled to the largest share listed, so a long tail of small shares still tells apart.
  const width = `${max > 0 ? Math.max(0, Math.min(1, share / max)) * 100 : 0}%`;
  return (
    <span className="inline-flex items-center justify-end gap-2">
      <span aria-hidden className="hidden h-1.5 w-16 overflow-hidden rounded-full bg-surface-2 sm:block">
        <span className="block h-full rounded-full bg-accent/70" style={{ width }} />
      </span>
      <span className="w-12 text-right">{formatPercent(share, 1)}</span>
    </span>
  );
}
