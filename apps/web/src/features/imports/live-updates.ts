/**
 * The state machine of an import's live updates: Server-Sent Events first; after a failed
 * connection a short wait and another try; after 3 failures in a row the page polls every 2 s
 * instead (SPEC §4, §9). A stream that delivers a message counts as healthy again.
 */
export const MAX_STREAM_FAILURES = 3;
export const POLL_INTERVAL_MS = 2000;

export type LiveMode = 'connecting' | 'streaming' | 'waiting' | 'polling' | 'done';

export interface LiveState {
  mode: LiveMode;
  /** Failed connections in a row. */
  failures: number;
  /** Increases with every new connection, so the effect that owns the EventSource runs again. */
  attempt: number;
}

export type LiveEvent =
  | { type: 'open' }
  | { type: 'message' }
  | { type: 'error' }
  | { type: 'retry' }
  | { type: 'done' }
  | { type: 'reset'; canStream: boolean };

/** The first state: streaming when the browser has EventSource, polling otherwise. */
export function createLiveState(canStream: boolean): LiveState {
  return { mode: canStream ? 'connecting' : 'polling', failures: 0, attempt: 0 };
}

export function nextLiveState(state: LiveState, event: LiveEvent): LiveState {
  if (event.type === 'reset') return createLiveState(event.canStream);
  if (state.mode === 'done') return state;
  switch (event.type) {
    case 'open':
      return state.mode === 'connecting' ? { ...state, mode: 'streaming' } : state;
    case 'message':
      return state.mode === 'polling' ? state : { ...state, mode: 'streaming', failures: 0 };
    case 'error': {
      if (state.mode === 'polling' || state.mode === 'waiting') return state;
      const failures = state.failures + 1;
      return { ...state, failures, mode: failures >= MAX_STREAM_FAILURES ? 'polling' : 'waiting' };
    }
    case 'retry':
      return state.mode === 'waiting' ? { ...state, mode: 'connecting', attempt: state.attempt + 1 } : state;
    case 'done':
      return { ...state, mode: 'done' };
  }
}

/** The wait before the next try: 1 s after the first failure, 2 s after the second. */
export function getRetryDelay(failures: number): number {
  return Math.max(1, failures) * 1000;
}

/** True when the page should fetch the import itself (the stream gave up). */
export function isPolling(state: LiveState): boolean {
  return state.mode === 'polling';
}
