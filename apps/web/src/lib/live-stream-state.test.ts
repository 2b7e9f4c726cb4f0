import { describe, expect, it } from 'vitest';
import {
  createRunStreamState,
  getRunsPollInterval,
  nextRunStreamState,
  RUNS_POLL_INTERVAL_MS,
  type RunStreamEvent,
} from './live-stream-state.ts';

const run = (events: RunStreamEvent['type'][], canStream = true) =>
  events.reduce((state, type) => nextRunStreamState(state, { type }), createRunStreamState(canStream));

describe('the live source of import runs', () => {
  it('streams once connected, without polling', () => {
    const state = run(['open', 'message']);
    expect(state).toEqual({ mode: 'streaming', failures: 0 });
    expect(getRunsPollInterval(state)).toBe(false);
  });

  it('polls every 10 s while it is still connecting', () => {
    expect(getRunsPollInterval(run([]))).toBe(RUNS_POLL_INTERVAL_MS);
  });

  it('falls back to polling after 3 failed tries in a row, and stays there', () => {
    expect(run(['error', 'error']).mode).toBe('connecting');
    const state = run(['error', 'error', 'error']);
    expect(state.mode).toBe('polling');
    expect(getRunsPollInterval(state)).toBe(RUNS_POLL_INTERVAL_MS);
    expect(nextRunStreamState(state, { type: 'message' }).mode).toBe('polling');
  });

  it('forgives failures once the stream delivers again', () => {
    const state = run(['error', 'error', 'open', 'message', 'error', 'error']);
    expect(state).toEqual({ mode: 'connecting', failures: 2 });
  });

  it('polls from the start without EventSource', () => {
    expect(createRunStreamState(false).mode).toBe('polling');
  });
});
