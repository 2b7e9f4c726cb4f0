import { type OrderEventReceipt, orderEventInputSchema } from '@ziskomer/contracts';
import { type Database, setScope } from '@ziskomer/db';
import { type Language, translateError } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import type { Deps } from '../../http/app-env.ts';
import { AppError } from '../../http/app-error.ts';
import { isAllowedOrigin, listAllowedOrigins } from './allowed-origins.ts';
import { BROWSER_CALLS_PER_ADDRESS, BROWSER_CALLS_PER_SHOP, rateLimiterFor } from './browser-rate-limiter.ts';
import { parseTrackingJson } from './parse-tracking-json.ts';
import { findTrackingKeyShop } from './queries/find-tracking-key-shop.ts';
import { getTrackingKeyRow } from './queries/get-tracking-key-row.ts';
import { getTrackingShop } from './queries/get-tracking-shop.ts';
import { insertOrderEvent } from './queries/insert-order-event.ts';
import { rememberSignature } from './queries/remember-signature.ts';
import { OrderEventDateError, toOrderEventValues } from './to-order-event-values.ts';
import { decryptTrackingSecret } from './tracking-secret-cipher.ts';
import { verifyTrackingSignature } from './verify-tracking-signature.ts';

export interface TrackingCall {
  publicKey: string;
  rawBody: string;
  headers: { signature?: string; timestamp?: string; origin?: string; clientIp?: string };
  language: Language;
}

/**
 * Takes one order event (SPEC §3 "Order-event row"). The public key in the path names the shop;
 * a call with a signature header must be signed with the shop's secret (verified event); a call
 * without one must come from the shop's own origin and stays within the browser rate limits
 * (unverified event: the public key is on the shop's pages for anyone to copy). Then the body is
 * validated, the SPEC defaults applied, and the event stored once per event id.
 */
export async function receiveOrderEvent(
  db: Transaction<Database>,
  deps: Deps,
  call: TrackingCall,
  onCorsOrigin: (origin: string) => void,
): Promise<OrderEventReceipt> {
  const shopId = await findTrackingKeyShop(db, call.publicKey);
  if (!shopId) throw new AppError('not_found');
  await setScope(db, { userId: null, shopId });
  const [keys, shop] = [await getTrackingKeyRow(db, shopId), await getTrackingShop(db, shopId)];
  if (!keys) throw new AppError('not_found');
  const now = deps.now();

  let signature: string | null = null;
  if (call.headers.signature !== undefined) {
    const secret = decryptTrackingSecret(keys.secret_encrypted, deps.config.authSecret);
    if (!secret) throw new AppError('tracking_signature_invalid');
    signature = verifyTrackingSignature({
      secret,
      signatureHeader: call.headers.signature,
      timestampHeader: call.headers.timestamp,
      rawBody: call.rawBody,
      now,
    });
  } else {
    const origin = call.headers.origin;
    if (!isAllowedOrigin(origin, listAllowedOrigins(shop.store_domain, keys.allowed_origins))) {
      throw new AppError('tracking_origin_refused');
    }
    // From here on the browser may read the answer, errors included.
    onCorsOrigin(origin);
    const limiter = rateLimiterFor(deps);
    const at = now.getTime();
    const withinShop = limiter.take(`shop:${shopId}`, BROWSER_CALLS_PER_SHOP, at);
    const withinAddress = limiter.take(
      `ip:${shopId}:${call.headers.clientIp ?? '-'}`,
      BROWSER_CALLS_PER_ADDRESS,
      at,
    );
    if (!withinShop || !withinAddress) throw new AppError('rate_limited');
  }

  const body = parseTrackingJson(call.rawBody, call.language);
  const parsed = orderEventInputSchema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues, call.language);
  let values: ReturnType<typeof toOrderEventValues>;
  try {
    values = toOrderEventValues(parsed.data, shop.time_zone, now);
  } catch (error) {
    if (!(error instanceof OrderEventDateError)) throw error;
    throw validationError([{ path: [error.field], message: 'tracking_date_invalid' }], call.language);
  }

  // Only a request that passed every check uses up its signature (a refused one rolls back).
  if (signature && !(await rememberSignature(db, { shopId, signature, now }))) {
    throw new AppError('tracking_replayed');
  }
  const stored = await insertOrderEvent(db, {
    ...values,
    shopId,
    isVerified: signature !== null,
    rawData: JSON.stringify(body),
    now,
  });
  return { id: stored.id, eventId: values.eventId, created: stored.created, verified: signature !== null };
}

/** A 422 naming each invalid field, its code the first issue's (every issue of the schema names one). */
function validationError(
  issues: readonly { path: PropertyKey[]; message: string }[],
  language: Language,
): AppError {
  const named = issues.map((issue) => {
    const code = issue.message.startsWith('tracking_') ? issue.message : 'tracking_body_invalid';
    return { path: issue.path.map(String).join('.'), code, message: translateError(code, language) };
  });
  const code = (named[0]?.code ?? 'tracking_body_invalid') as ConstructorParameters<typeof AppError>[0];
  return new AppError(code, { issues: named });
}
