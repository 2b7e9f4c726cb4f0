import { type Database, setScope } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { isAllowedOrigin, listAllowedOrigins } from './allowed-origins.ts';
import { findTrackingKeyShop } from './queries/find-tracking-key-shop.ts';
import { getTrackingKeyRow } from './queries/get-tracking-key-row.ts';
import { getTrackingShop } from './queries/get-tracking-shop.ts';
import type { TrackingCall } from './receive-order-event.ts';
import { decryptTrackingSecret } from './tracking-secret-cipher.ts';
import { verifyTrackingSignature } from './verify-tracking-signature.ts';

export interface TrackingCaller {
  shopId: string;
  shop: Awaited<ReturnType<typeof getTrackingShop>>;
  /** The verified signature of a server call; null for a browser call from an allowed origin. */
  signature: string | null;
  /** The browser's origin, allowed to read the answer; null for a server call. */
  corsOrigin: string | null;
}

/**
 * Who sends a tracking call: the shop its public key names, and either a valid signature with the
 * shop's secret or an `Origin` the shop allows. Refuses anyone else (404, 401, 403). Runs in a
 * transaction without a shop scope; it sets the scope of the shop it finds.
 */
export async function identifyTrackingCaller(
  db: Transaction<Database>,
  deps: Deps,
  call: TrackingCall,
  now: Date,
): Promise<TrackingCaller> {
  const shopId = await findTrackingKeyShop(db, call.publicKey);
  if (!shopId) throw new AppError('not_found');
  await setScope(db, { userId: null, shopId });
  const [keys, shop] = [await getTrackingKeyRow(db, shopId), await getTrackingShop(db, shopId)];
  if (!keys) throw new AppError('not_found');

  if (call.headers.signature !== undefined) {
    const secret = decryptTrackingSecret(keys.secret_encrypted, deps.config.authSecret);
    if (!secret) throw new AppError('tracking_signature_invalid');
    const signature = verifyTrackingSignature({
      secret,
      signatureHeader: call.headers.signature,
      timestampHeader: call.headers.timestamp,
      rawBody: call.rawBody,
      now,
    });
    return { shopId, shop, signature, corsOrigin: null };
  }
  const origin = call.headers.origin;
  if (!isAllowedOrigin(origin, listAllowedOrigins(shop.store_domain, keys.allowed_origins))) {
    throw new AppError('tracking_origin_refused');
  }
  return { shopId, shop, signature: null, corsOrigin: origin };
}
