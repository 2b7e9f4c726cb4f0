import { describe, expect, it } from 'vitest';
import {
  createLiveState,
  getRetryDelay,
  isPolling,
  type LiveEvent,
  type LiveState,
  MAX_STREAM_FAILURES,
  nextLiveState,
} from './live-updates.ts';

const run = (state: LiveState, ...events: LiveEvent['type'][]) =>
  events.reduce(
    (current, type) =>
      nextLiveState(current, type === 'reset' ? { type, canStream: true } : ({ type } as LiveEvent)),
    state,
  );

describe('live updates: SSE with polling fallback', () => {
  it('streams when the browser can, polls when it cannot', () => {
    expect(createLiveState(true)).toEqual({ mode: 'connecting', failures: 0, attempt: 0 });
    expect(isPolling(createLiveState(false))).toBe(true);
  });

  it('retries a failed stream with a new connection, then falls back to polling after 3 failures', () => {
    let state = run(createLiveState(true), 'error');
    expect(state).toMatchObject({ mode: 'waiting', failures: 1 });
    state = run(state, 'retry');
    expect(state).toMatchObject({ mode: 'connecting', attempt: 1 });
    state = run(state, 'error', 'retry', 'error');
    expect(state.failures).toBe(MAX_STREAM_FAILURES);
    expect(isPolling(state)).toBe(true);
    // Once polling, later stream events change nothing.
    expect(run(state, 'retry', 'open', 'message', 'error')).toEqual(state);
  });

  it('counts only failures in a row: a message resets the count', () => {
    const state = run(createLiveState(true), 'error', 'retry', 'error', 'retry', 'open', 'message');
    expect(state).toMatchObject({ mode: 'streaming', failures: 0 });
    expect(run(state, 'error')).toMatchObject({ mode: 'waiting', failures: 1 });
  });

  it('ignores an error reported twice for one connection', () => {
    expect(run(createLiveState(true), 'error', 'error')).toMatchObject({ mode: 'waiting', failures: 1 });
  });

  it('stops at done until reset for another import', () => {
    const done = run(createLiveState(true), 'open', 'done');
    expect(done.mode).toBe('done');
    expect(run(done, 'error', 'retry')).toEqual(done);
    expect(run(done, 'reset')).toEqual(createLiveState(true));
  });

  it('waits 1 s, then 2 s between tries', () => {
    expect(getRetryDelay(1)).toBe(1000);
    expect(getRetryDelay(2)).toBe(2000);
  });
});
