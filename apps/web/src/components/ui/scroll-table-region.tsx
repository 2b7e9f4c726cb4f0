import { type ReactNode, useRef } from 'react';
import { cn } from './cn.ts';
import { ScrollHints, useOverflowHints } from './scroll-hints.tsx';

/**
 * The horizontally scrolling frame of a wide metric table inside a card: a labelled region that
 * takes focus, so a keyboard user can scroll it, with a ring while focused, and a fade with a
 * chevron at the edge that hides columns (on a phone the cut is otherwise easy to miss). `relative`
 * keeps the table's absolutely positioned screen-reader labels (`sr-only`) inside the frame:
 * without it they are placed against an outer ancestor and widen the page — /facebook was 571 px
 * wide on a 375 px phone because of the campaign table's hidden frequency labels.
 */
export function ScrollTableRegion({
  label,
  children,
  className = 'overflow-x-auto',
}: {
  label: string;
  children: ReactNode;
  /**
   * The frame's own classes, which say how it scrolls: sideways by default; a table with a height
   * limit scrolls both ways.
   */
  className?: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const hints = useOverflowHints(scroller);
  return (
    <div className="relative">
      <section
        ref={scroller}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
        tabIndex={0}
        aria-label={label}
        className={cn(
          'relative focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring/50',
          className,
        )}
      >
        {children}
      </section>
      <ScrollHints {...hints} />
    </div>
  );
}
