import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ShopChanges {
  name?: string;
  domain?: { storeDomain: string; storeUrl: string; normalisedDomain: string };
  projectId?: string | null;
}

/** Changes a shop's name, address and/or project. */
export async function updateShop(
  db: Kysely<Database>,
  params: { shopId: string; changes: ShopChanges; updatedAt: Date },
): Promise<void> {
  const { name, domain, projectId } = params.changes;
  await db
    .updateTable('shops')
    .set({
      ...(name !== undefined && { name }),
      ...(domain !== undefined && {
        store_domain: domain.storeDomain,
        store_url: domain.storeUrl,
        normalised_domain: domain.normalisedDomain,
      }),
      ...(projectId !== undefined && { project_id: projectId }),
      updated_at: params.updatedAt,
    })
    .where('id', '=', params.shopId)
    .execute();
}
