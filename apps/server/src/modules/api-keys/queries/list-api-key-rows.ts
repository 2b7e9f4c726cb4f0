import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ApiKeyRow {
  id: string;
  name: string;
  prefix: string;
  createdAt: Date;
  createdByName: string | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** The keys of a shop, newest first (or the one with `keyId`), with their creator's name. */
export async function listApiKeyRows(
  db: Kysely<Database>,
  params: { shopId: string; keyId?: string },
): Promise<ApiKeyRow[]> {
  let query = db
    .selectFrom('api_keys as k')
    .leftJoin('users as u', 'u.id', 'k.created_by')
    .select([
      'k.id',
      'k.name',
      'k.prefix',
      'k.created_at as createdAt',
      'u.name as createdByName',
      'k.last_used_at as lastUsedAt',
      'k.revoked_at as revokedAt',
    ])
    .where('k.shop_id', '=', params.shopId);
  if (params.keyId !== undefined) query = query.where('k.id', '=', params.keyId);
  return query.orderBy('k.created_at', 'desc').orderBy('k.id').execute();
}
