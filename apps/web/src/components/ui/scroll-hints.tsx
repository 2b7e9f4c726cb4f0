import { ChevronDown, ChevronRight } from 'lucide-react';
import { type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOverflowHints } from './overflow-hints.ts';

/** Tracks whether the element hides content to its right or below (scroll, resize, new rows). */
export function useOverflowHints(ref: RefObject<HTMLElement | null>) {
  const [hints, setHints] = useState({ right: false, below: false });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const update = () =>
      setHints((before) => {
        const next = getOverflowHints(element);
        return before.right === next.right && before.below === next.below ? before : next;
      });
    update();
    element.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return hints;
}

/**
 * Fades over the edges of a scroll area that hide more, with a small label, so a table cut at
 * its fifth row or its sixth column says there is more. Place it in a `relative` parent beside
 * the scroll area; it lets clicks and scrolling through.
 */
export function ScrollHints({ right, below }: { right: boolean; below: boolean }) {
  const { t } = useTranslation('common');
  return (
    <>
      {right && (
        <div
          aria-hidden
          data-scroll-hint="right"
          className="pointer-events-none absolute inset-y-0 right-0 flex w-10 items-center justify-end bg-gradient-to-l from-surface to-transparent pr-1"
        >
          <ChevronRight className="h-4 w-4 text-muted" />
        </div>
      )}
      {below && (
        <div
          aria-hidden
          data-scroll-hint="below"
          className="pointer-events-none absolute inset-x-0 bottom-0 flex h-12 items-end justify-center bg-gradient-to-t from-surface via-surface/80 to-transparent pb-1.5"
        >
          <span className="inline-flex items-center gap-1 rounded-full border border-border bg-surface px-2.5 py-0.5 text-xs font-medium text-muted shadow-sm">
            <ChevronDown className="h-3.5 w-3.5" />
            {t('scrollForMore')}
          </span>
        </div>
      )}
    </>
  );
}
