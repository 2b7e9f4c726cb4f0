import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { listApiKeyRows } from './queries/list-api-key-rows.ts';
import { markApiKeyRevoked } from './queries/mark-api-key-revoked.ts';

/**
 * Revokes a key of the shop: its next request answers 401. Revoking a revoked key changes
 * nothing and succeeds (idempotent); a key of another shop is not found.
 */
export async function revokeApiKey(scope: UseCaseScope, shopId: string, keyId: string): Promise<void> {
  const [row] = await listApiKeyRows(scope.db, { shopId, keyId });
  if (!row) throw new AppError('not_found');
  const revoked = await markApiKeyRevoked(scope.db, { shopId, keyId, now: scope.deps.now() });
  if (!revoked) return;
  await recordActivity(scope, {
    kind: 'shop',
    action: 'api_key_revoked',
    shopId,
    details: { keyName: row.name, prefix: row.prefix },
  });
}
