import { createHmac, timingSafeEqual } from 'node:crypto';
import { TRACKING_SIGNATURE_WINDOW_SECONDS } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';

/**
 * The HMAC-SHA256 of `<timestamp>.<raw body>` under the secret, as lowercase hex. The timestamp is
 * part of what is signed, so it cannot be changed to pass the window (the scheme of Stripe's and
 * Slack's webhooks).
 */
export function signTrackingBody(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * Checks the signature headers of a server call and answers the signature's hex (the key of the
 * replay guard). A missing or malformed header, or a wrong signature, is `tracking_signature_invalid`;
 * a timestamp more than 5 minutes from now either way is `tracking_signature_expired`.
 */
export function verifyTrackingSignature(input: {
  secret: string;
  signatureHeader: string;
  timestampHeader: string | undefined;
  rawBody: string;
  now: Date;
}): string {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(input.signatureHeader.trim());
  const timestamp = input.timestampHeader?.trim() ?? '';
  if (!match || !/^\d{1,12}$/.test(timestamp)) throw new AppError('tracking_signature_invalid');
  const given = Buffer.from(match[1]!.toLowerCase(), 'hex');
  const expected = Buffer.from(signTrackingBody(input.secret, timestamp, input.rawBody), 'hex');
  // Constant time: how much of a guess matches must not show in the answer's timing.
  if (!timingSafeEqual(given, expected)) throw new AppError('tracking_signature_invalid');
  const age = Math.abs(input.now.getTime() / 1000 - Number(timestamp));
  if (age > TRACKING_SIGNATURE_WINDOW_SECONDS) throw new AppError('tracking_signature_expired');
  return expected.toString('hex');
}
