import { useEffect, useRef } from 'react';

/** What preloading needs of a catalogue route. */
export interface PreloadableRoute {
  path: string;
  priority: 'critical' | 'high' | 'medium' | 'low';
  load: () => Promise<unknown>;
}

/** SPEC §4/§9: start-up preloading begins 1 s after the home screen mounts… */
export const STARTUP_PRELOAD_DELAY_MS = 1000;
/** …and starts each priority after its own delay. */
export const PRIORITY_DELAY_MS: Record<PreloadableRoute['priority'], number> = {
  critical: 0,
  high: 100,
  medium: 500,
  low: 1000,
};
/** SPEC §9: hovering a link preloads its screen after 500 ms. */
export const HOVER_PRELOAD_DELAY_MS = 500;

const preloaded = new Map<string, Promise<void>>();

/**
 * Loads a route's chunk once. A failure is ignored (SPEC §8): the router retries the import when
 * the user actually navigates there.
 */
export function preloadRoute(route: PreloadableRoute): Promise<void> {
  let pending = preloaded.get(route.path);
  if (!pending) {
    pending = route.load().then(
      () => undefined,
      () => undefined,
    );
    preloaded.set(route.path, pending);
  }
  return pending;
}

export function isRoutePreloaded(path: string): boolean {
  return preloaded.has(path);
}

/** Forgets what was preloaded (used by tests). */
export function resetPreloadedRoutes() {
  preloaded.clear();
}

/**
 * Schedules start-up preloading of every route, critical first, then high, medium and low, each
 * after its priority's delay. Returns a function that cancels what has not started yet.
 */
export function scheduleStartupPreload(
  routes: readonly PreloadableRoute[],
  startDelay = STARTUP_PRELOAD_DELAY_MS,
): () => void {
  const timers: ReturnType<typeof setTimeout>[] = [];
  timers.push(
    setTimeout(() => {
      for (const priority of ['critical', 'high', 'medium', 'low'] as const) {
        const group = routes.filter((route) => route.priority === priority);
        if (group.length === 0) continue;
        const start = () => {
          for (const route of group) void preloadRoute(route);
        };
        // Critical screens start at once; a zero timeout would still yield to the event loop.
        if (PRIORITY_DELAY_MS[priority] === 0) start();
        else timers.push(setTimeout(start, PRIORITY_DELAY_MS[priority]));
      }
    }, startDelay),
  );
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}

/** Runs start-up preloading once the calling screen has mounted; cancelled if it unmounts first. */
export function useStartupPreload(routes: readonly PreloadableRoute[]) {
  useEffect(() => scheduleStartupPreload(routes), [routes]);
}

/** Pointer and focus handlers that preload a route after 500 ms of hovering (or on focus). */
export function useHoverPreload(route: PreloadableRoute | undefined) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  if (!route) return {};
  const start = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void preloadRoute(route), HOVER_PRELOAD_DELAY_MS);
  };
  const cancel = () => clearTimeout(timer.current);
  return { onMouseEnter: start, onMouseLeave: cancel, onFocus: start, onBlur: cancel };
}
