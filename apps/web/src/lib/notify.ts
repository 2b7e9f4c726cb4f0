import { type ExternalToast, toast } from 'sonner';
import { ApiError } from './api.ts';
import { classifyError } from './classify-error.ts';
import { i18next } from './i18n.ts';

/** SPEC §8 toast levels; success is shown like info. */
export type NotifyLevel = 'critical' | 'warning' | 'info' | 'success';

export interface NotifyOptions {
  description?: string;
  /** Adds a 'Zkusit znovu' action to the toast. */
  retry?: () => void;
}

/** SPEC §8: critical 6 s, warning 5 s, info 3 s. */
export const TOAST_DURATION: Record<NotifyLevel, number> = {
  critical: 6000,
  warning: 5000,
  info: 3000,
  success: 3000,
};
/** SPEC §8: a repeat of a visible toast within 10 s only raises its counter; counters reset after 30 s. */
export const DEDUPE_WINDOW_MS = 10_000;
export const COUNTER_RESET_MS = 30_000;

interface Repeat {
  toastId: string | number;
  count: number;
  shownAt: number;
  reset: ReturnType<typeof setTimeout>;
}

const repeats = new Map<string, Repeat>();

function show(level: NotifyLevel, title: string, options: NotifyOptions, id?: string | number) {
  const toastOptions: ExternalToast = {
    description: options.description,
    duration: TOAST_DURATION[level],
    ...(id === undefined ? {} : { id }),
    ...(options.retry ? { action: { label: i18next.t('common:retry'), onClick: options.retry } } : {}),
  };
  switch (level) {
    case 'critical':
      return toast.error(title, toastOptions);
    case 'warning':
      return toast.warning(title, toastOptions);
    case 'success':
      return toast.success(title, toastOptions);
    default:
      return toast.info(title, toastOptions);
  }
}

/**
 * Shows a toast unless the same one is already on screen: then the visible toast gets a count
 * suffix (×2, ×3, …) instead of a copy. Returns the toast's id.
 */
export function notify(level: NotifyLevel, title: string, options: NotifyOptions = {}, now = Date.now()) {
  const key = `${level}\u0000${title}\u0000${options.description ?? ''}`;
  const repeat = repeats.get(key);
  if (repeat && now - repeat.shownAt < DEDUPE_WINDOW_MS) {
    repeat.count += 1;
    clearTimeout(repeat.reset);
    repeat.reset = setTimeout(() => repeats.delete(key), COUNTER_RESET_MS);
    show(level, `${title} (×${repeat.count})`, options, repeat.toastId);
    return repeat.toastId;
  }
  if (repeat) clearTimeout(repeat.reset);
  const toastId = show(level, title, options);
  repeats.set(key, {
    toastId,
    count: 1,
    shownAt: now,
    reset: setTimeout(() => repeats.delete(key), COUNTER_RESET_MS),
  });
  return toastId;
}

notify.success = (title: string, options?: NotifyOptions) => notify('success', title, options);
notify.info = (title: string, options?: NotifyOptions) => notify('info', title, options);
notify.warning = (title: string, options?: NotifyOptions) => notify('warning', title, options);
notify.error = (title: string, options?: NotifyOptions) => notify('critical', title, options);

/** The translated message of any error: the API's code via the errors catalogue, else a fallback. */
export function getErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    return i18next.t(`errors:${error.code}`, { defaultValue: error.message || i18next.t('errors:unknown') });
  }
  return i18next.t('errors:unknown');
}

/**
 * Toasts a failed operation: `title` says what failed (e.g. 'Chyba při odhlašování'), the
 * description why. Retryable failures (network) offer 'Zkusit znovu' when `retry` is given.
 */
export function notifyError(error: unknown, title?: string, retry?: () => void) {
  const { severity, retryable } = classifyError(error);
  const message = getErrorMessage(error);
  const level: NotifyLevel = severity === 'critical' || severity === 'high' ? 'critical' : 'warning';
  return notify(level, title ?? message, {
    description: title ? message : undefined,
    retry: retryable ? retry : undefined,
  });
}

/** Forgets every counter (used by tests). */
export function resetNotifyCounters() {
  for (const repeat of repeats.values()) clearTimeout(repeat.reset);
  repeats.clear();
}
