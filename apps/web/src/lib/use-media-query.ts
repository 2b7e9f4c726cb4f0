import { useSyncExternalStore } from 'react';

/** SPEC §2 breakpoints (px). */
export const BREAKPOINTS = { xs: 475, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;

/** Whether a CSS media query matches now; re-renders when it starts or stops matching. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => matchMedia(query).matches,
    () => false,
  );
}

/** Under 768 px the sidebar becomes a drawer (SPEC §2). */
export function useIsMobile(): boolean {
  return !useMediaQuery(`(min-width: ${BREAKPOINTS.md}px)`);
}
