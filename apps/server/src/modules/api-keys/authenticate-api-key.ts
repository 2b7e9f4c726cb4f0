import { API_KEY_PATTERN } from '@ziskomer/contracts';
import { setScope, withScope } from '@ziskomer/db';
import type { Deps } from '../../core/deps.ts';
import type { ApiKeyCaller } from '../../core/use-case-scope.ts';
import { hashApiKey } from './generate-api-key.ts';
import { findApiKeyShop } from './queries/find-api-key-shop.ts';
import { touchApiKey } from './queries/touch-api-key.ts';

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Resolves `Authorization: Bearer zk_live_…` to its key and shop, and records the key's use.
 * Null for a missing, malformed, unknown or revoked key; the caller answers 401. A malformed key
 * never reaches the database.
 */
export async function authenticateApiKey(
  deps: Deps,
  authorization: string | undefined,
): Promise<ApiKeyCaller | null> {
  const key = BEARER.exec(authorization ?? '')?.[1];
  if (!key || !API_KEY_PATTERN.test(key)) return null;
  return withScope(deps.db, { userId: null }, async (trx) => {
    const found = await findApiKeyShop(trx, hashApiKey(key));
    if (!found) return null;
    await setScope(trx, { userId: null, shopId: found.shopId });
    const { createdBy } = await touchApiKey(trx, found.shopId, found.keyId, deps.now());
    return { shopId: found.shopId, apiKey: { id: found.keyId, createdBy } };
  });
}
