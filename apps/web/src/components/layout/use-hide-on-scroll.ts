import { useEffect, useState } from 'react';

/** SPEC §2: the top bar hides after scrolling down beyond 80 px and returns on scroll up. */
export const HIDE_AFTER_PX = 80;

/** Whether the top bar should be hidden now, given the window's scroll direction and position. */
export function useHideOnScroll(threshold = HIDE_AFTER_PX): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        // Small jitters (momentum scrolling, address bars) do not toggle the bar.
        if (Math.abs(y - last) < 4) return;
        setHidden(y > threshold && y > last);
        last = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return hidden;
}
