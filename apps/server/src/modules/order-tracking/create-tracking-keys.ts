import type { TrackingKeys } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { generatePublicKey, generateSecret } from './generate-tracking-keys.ts';
import { getTrackingKeys } from './get-tracking-keys.ts';
import { insertTrackingKeys } from './queries/upsert-tracking-keys.ts';
import { encryptTrackingSecret } from './tracking-secret-cipher.ts';

/**
 * Creates the shop's credentials on an admin's first visit of the tracking page. Idempotent: when
 * they exist (another admin was first), they are answered as they are, with `created: false`.
 */
export async function createTrackingKeys(
  scope: UseCaseScope,
  shopId: string,
): Promise<{ keys: TrackingKeys; created: boolean }> {
  const created = await insertTrackingKeys(scope.db, {
    shopId,
    publicKey: generatePublicKey(),
    secretEncrypted: encryptTrackingSecret(generateSecret(), scope.deps.config.authSecret),
    now: scope.deps.now(),
  });
  return { keys: await getTrackingKeys(scope, shopId), created };
}
