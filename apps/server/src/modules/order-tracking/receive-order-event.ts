import { type OrderEventReceipt, orderEventInputSchema } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { type Language, translateError } from '@ziskomer/i18n';
import type { Transaction } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { takeBrowserCall } from './browser-rate-limiter.ts';
import { identifyTrackingCaller, type TrackingCaller } from './identify-tracking-caller.ts';
import { parseTrackingJson } from './parse-tracking-json.ts';
import { insertOrderEvent } from './queries/insert-order-event.ts';
import { rememberSignature } from './queries/remember-signature.ts';
import { OrderEventDateError, toOrderEventValues } from './to-order-event-values.ts';

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
 *
 * Three steps, so that a browser call is counted even when it is refused later: the caller is
 * identified in a short transaction, the rate-limit hit is written on its own, and the event is
 * stored in a second transaction (whose rollback would otherwise take the hit with it).
 */
export async function receiveOrderEvent(
  deps: Deps,
  call: TrackingCall,
  onCorsOrigin: (origin: string) => void,
): Promise<OrderEventReceipt> {
  const now = deps.now();
  const caller = await withScope(deps.db, { userId: null }, (db) =>
    identifyTrackingCaller(db, deps, call, now),
  );
  if (caller.corsOrigin !== null) {
    // From here on the browser may read the answer, errors included.
    onCorsOrigin(caller.corsOrigin);
    const within = await takeBrowserCall(
      deps.db,
      { shopId: caller.shopId, clientIp: call.headers.clientIp },
      now,
    );
    if (!within) throw new AppError('rate_limited');
  }
  return withScope(deps.db, { userId: null, shopId: caller.shopId }, (db) =>
    storeOrderEvent(db, caller, call, now),
  );
}

/** Validates the body and stores the event of an identified caller, in the shop's scope. */
async function storeOrderEvent(
  db: Transaction<Database>,
  { shopId, shop, signature }: TrackingCaller,
  call: TrackingCall,
  now: Date,
): Promise<OrderEventReceipt> {
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
