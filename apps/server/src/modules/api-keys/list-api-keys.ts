import type { ApiKey } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listApiKeyRows } from './queries/list-api-key-rows.ts';
import { toApiKey } from './to-api-key.ts';

/** Every key of the shop, revoked ones included (they show when they stopped working). */
export async function listApiKeys(scope: UseCaseScope, shopId: string): Promise<ApiKey[]> {
  return (await listApiKeyRows(scope.db, { shopId })).map(toApiKey);
}
