import type { RotateTrackingKey, TrackingKeys } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { createTrackingKeys } from './create-tracking-keys.ts';
import { generatePublicKey, generateSecret } from './generate-tracking-keys.ts';
import { getTrackingKeys } from './get-tracking-keys.ts';
import { replaceTrackingKey } from './queries/upsert-tracking-keys.ts';
import { encryptTrackingSecret } from './tracking-secret-cipher.ts';

/**
 * Replaces the public key (the snippet must then be pasted again) or the secret (the shop's server
 * must then sign with the new one); the old one stops working at once. A shop without credentials
 * gets new ones.
 */
export async function rotateTrackingKey(
  scope: UseCaseScope,
  shopId: string,
  input: RotateTrackingKey,
): Promise<TrackingKeys> {
  const { created } = await createTrackingKeys(scope, shopId);
  if (!created) {
    await replaceTrackingKey(scope.db, {
      shopId,
      now: scope.deps.now(),
      ...(input.key === 'public'
        ? { publicKey: generatePublicKey() }
        : { secretEncrypted: encryptTrackingSecret(generateSecret(), scope.deps.config.authSecret) }),
    });
  }
  await recordActivity(scope, {
    kind: 'shop',
    action: input.key === 'public' ? 'tracking_public_key_rotated' : 'tracking_secret_rotated',
    shopId,
  });
  return getTrackingKeys(scope, shopId);
}
