/**
 * A live source of the user's data (import runs, background jobs; SPEC §4): Server-Sent Events
 * first, through useLiveSnapshot; the browser
 * reconnects a dropped stream by itself, and a stream that delivers again counts as healthy. After
 * 3 failed tries in a row the page stops streaming and polls every 10 s instead (SPEC §9).
 */
export const MAX_STREAM_FAILURES = 3;
export const RUNS_POLL_INTERVAL_MS = 10_000;

export type RunStreamMode = 'connecting' | 'streaming' | 'polling';

export interface RunStreamState {
  mode: RunStreamMode;
  /** Failed tries in a row. */
  failures: number;
}

export type RunStreamEvent = { type: 'open' } | { type: 'message' } | { type: 'error' };

export function createRunStreamState(canStream: boolean): RunStreamState {
  return { mode: canStream ? 'connecting' : 'polling', failures: 0 };
}

export function nextRunStreamState(state: RunStreamState, event: RunStreamEvent): RunStreamState {
  if (state.mode === 'polling') return state;
  switch (event.type) {
    case 'open':
      return { ...state, mode: 'streaming' };
    case 'message':
      return { mode: 'streaming', failures: 0 };
    case 'error': {
      const failures = state.failures + 1;
      return { failures, mode: failures >= MAX_STREAM_FAILURES ? 'polling' : 'connecting' };
    }
  }
}

/** How often the data is fetched: never while the stream delivers it, every 10 s otherwise. */
export function getRunsPollInterval(state: RunStreamState): number | false {
  return state.mode === 'streaming' ? false : RUNS_POLL_INTERVAL_MS;
}
