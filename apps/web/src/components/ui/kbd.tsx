import { getModifierLabel } from '../../lib/platform.ts';
import { cn } from './cn.ts';

/** A keyboard shortcut, e.g. ['mod', 'K'] → Ctrl K (⌘ K on Apple devices). */
export function Kbd({
  keys,
  className,
  'aria-hidden': ariaHidden,
}: {
  keys: readonly string[];
  className?: string;
  /** Hide the hint from assistive technology when the shortcut is announced otherwise. */
  'aria-hidden'?: boolean;
}) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} aria-hidden={ariaHidden}>
      {keys.map((key) => (
        <kbd
          key={key}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded border border-border bg-surface px-1 font-sans text-[11px] font-medium text-muted"
        >
          {key === 'mod' ? getModifierLabel() : key}
        </kbd>
      ))}
    </span>
  );
}
