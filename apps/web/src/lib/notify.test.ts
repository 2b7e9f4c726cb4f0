import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const toastCalls = vi.hoisted(
  () => [] as { level: string; title: string; options: Record<string, unknown> }[],
);

vi.mock('sonner', () => {
  let next = 0;
  const record = (level: string) => (title: string, options: Record<string, unknown>) => {
    toastCalls.push({ level, title, options });
    return options.id ?? `toast-${++next}`;
  };
  return {
    toast: {
      error: record('error'),
      warning: record('warning'),
      success: record('success'),
      info: record('info'),
    },
  };
});

const { COUNTER_RESET_MS, DEDUPE_WINDOW_MS, notify, notifyError, resetNotifyCounters, TOAST_DURATION } =
  await import('./notify.ts');
const { ApiError } = await import('./api.ts');

describe('notify', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    toastCalls.length = 0;
    resetNotifyCounters();
  });
  afterEach(() => vi.useRealTimers());

  it('uses the SPEC durations per level', () => {
    notify('critical', 'A');
    notify('warning', 'B');
    notify('info', 'C');
    expect(toastCalls.map((c) => [c.level, c.options.duration])).toEqual([
      ['error', 6000],
      ['warning', 5000],
      ['info', 3000],
    ]);
    expect(TOAST_DURATION.critical).toBe(6000);
  });

  it('turns a repeat within 10 s into a counter on the visible toast', () => {
    const now = Date.now();
    const first = notify('info', 'Uloženo', {}, now);
    const second = notify('info', 'Uloženo', {}, now + 2000);
    const third = notify('info', 'Uloženo', {}, now + 4000);
    expect(second).toBe(first);
    expect(third).toBe(first);
    expect(toastCalls.map((c) => c.title)).toEqual(['Uloženo', 'Uloženo (×2)', 'Uloženo (×3)']);
    expect(toastCalls[1]?.options.id).toBe(first);
  });

  it('shows the toast afresh once the 10 s window has passed', () => {
    const now = Date.now();
    const first = notify('info', 'Uloženo', {}, now);
    const later = notify('info', 'Uloženo', {}, now + DEDUPE_WINDOW_MS + 1);
    expect(later).not.toBe(first);
    expect(toastCalls.map((c) => c.title)).toEqual(['Uloženo', 'Uloženo']);
  });

  it('forgets the counter 30 s after the last repeat', () => {
    const now = Date.now();
    notify('info', 'Uloženo', {}, now);
    notify('info', 'Uloženo', {}, now + 1000);
    vi.advanceTimersByTime(COUNTER_RESET_MS);
    notify('info', 'Uloženo', {}, now + 1500);
    expect(toastCalls.at(-1)?.title).toBe('Uloženo');
  });

  it('keeps different titles apart', () => {
    notify('info', 'A');
    notify('info', 'B');
    expect(toastCalls.map((c) => c.title)).toEqual(['A', 'B']);
  });

  it('offers a retry action only for retryable (network) errors', () => {
    const retry = vi.fn();
    notifyError(new ApiError('network', 0, 'offline'), 'Chyba při načítání', retry);
    notifyError(new ApiError('forbidden', 403, 'no'), 'Chyba při ukládání', retry);
    expect(toastCalls[0]?.options.action).toMatchObject({ label: expect.any(String) });
    const action = toastCalls[0]?.options.action as { onClick: () => void } | undefined;
    action?.onClick();
    expect(retry).toHaveBeenCalledOnce();
    expect(toastCalls[1]?.options.action).toBeUndefined();
    expect(toastCalls[1]?.level).toBe('error');
  });
});
