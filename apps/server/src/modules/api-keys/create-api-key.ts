import type { CreateApiKey, CreatedApiKey } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { generateApiKey } from './generate-api-key.ts';
import { insertApiKey } from './queries/insert-api-key.ts';
import { listApiKeyRows } from './queries/list-api-key-rows.ts';
import { toApiKey } from './to-api-key.ts';

/**
 * Creates an API key of the shop. The full key is in this answer only: the database keeps its
 * SHA-256 and its first characters, so it can never be shown again (a lost key is revoked and
 * replaced).
 */
export async function createApiKey(
  scope: UseCaseScope,
  shopId: string,
  input: CreateApiKey,
): Promise<CreatedApiKey> {
  const { key, prefix, hash } = generateApiKey();
  const name = input.name.trim();
  const keyId = await insertApiKey(scope.db, {
    shopId,
    name,
    prefix,
    hash,
    createdBy: scope.user.id,
    createdAt: scope.deps.now(),
  });
  await recordActivity(scope, {
    kind: 'shop',
    action: 'api_key_created',
    shopId,
    details: { keyName: name, prefix },
  });
  const [row] = await listApiKeyRows(scope.db, { shopId, keyId });
  return { key, apiKey: toApiKey(row!) };
}
