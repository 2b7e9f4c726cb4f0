import { MAX_EXTRA_TRACKING_ORIGINS } from '@ziskomer/contracts';
import { parseTrackingOrigin } from '@ziskomer/domain';

export type NewOriginCheck =
  | { ok: true; origin: string }
  | { ok: false; reason: 'invalid' | 'duplicate' | 'too_many' };

/**
 * What the user typed as another allowed address, checked as the server will check it: an https
 * website address (a pasted page address keeps its origin), not allowed yet, within the limit.
 */
export function checkNewOrigin(
  input: string,
  allowed: readonly string[],
  extraCount: number,
): NewOriginCheck {
  const origin = parseTrackingOrigin(input);
  if (!origin) return { ok: false, reason: 'invalid' };
  if (allowed.includes(origin)) return { ok: false, reason: 'duplicate' };
  if (extraCount >= MAX_EXTRA_TRACKING_ORIGINS) return { ok: false, reason: 'too_many' };
  return { ok: true, origin };
}
