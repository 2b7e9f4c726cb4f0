import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ShopValues {
  name: string;
  storeDomain: string;
  storeUrl: string;
  normalisedDomain: string;
  projectId: string | null;
  createdBy: string;
  createdAt: Date;
}

/** Creates a shop and returns its id. */
export async function insertShop(db: Kysely<Database>, values: ShopValues): Promise<string> {
  const row = await db
    .insertInto('shops')
    .values({
      name: values.name,
      store_domain: values.storeDomain,
      store_url: values.storeUrl,
      normalised_domain: values.normalisedDomain,
      project_id: values.projectId,
      created_by: values.createdBy,
      created_at: values.createdAt,
      updated_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
