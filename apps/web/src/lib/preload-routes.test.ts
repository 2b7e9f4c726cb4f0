import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isRoutePreloaded,
  type PreloadableRoute,
  preloadRoute,
  resetPreloadedRoutes,
  scheduleStartupPreload,
} from './preload-routes.ts';

function makeRoute(path: string, priority: PreloadableRoute['priority'], log: string[]): PreloadableRoute {
  return {
    path,
    priority,
    load: vi.fn(async () => {
      log.push(`${path}@${Date.now()}`);
    }),
  };
}

describe('route preloading', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
    resetPreloadedRoutes();
  });
  afterEach(() => vi.useRealTimers());

  it('starts 1 s after mount, by priority with delays 0/100/500/1000 ms', async () => {
    const log: string[] = [];
    const routes = [
      makeRoute('/low', 'low', log),
      makeRoute('/medium', 'medium', log),
      makeRoute('/critical', 'critical', log),
      makeRoute('/high', 'high', log),
    ];
    scheduleStartupPreload(routes);
    await vi.advanceTimersByTimeAsync(999);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(log).toEqual(['/critical@1000', '/high@1100', '/medium@1500', '/low@2000']);
  });

  it('loads each route once, and ignores failures', async () => {
    const load = vi.fn(() => Promise.reject(new Error('chunk missing')));
    const route: PreloadableRoute = { path: '/x', priority: 'high', load };
    await preloadRoute(route);
    await preloadRoute(route);
    expect(load).toHaveBeenCalledOnce();
    expect(isRoutePreloaded('/x')).toBe(true);
  });

  it('cancels what has not started when the screen unmounts', async () => {
    const log: string[] = [];
    const cancel = scheduleStartupPreload([makeRoute('/a', 'critical', log)]);
    cancel();
    await vi.advanceTimersByTimeAsync(5000);
    expect(log).toEqual([]);
  });
});
