import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';

export interface LookerEmbedRow {
  embedUrl: string;
  updatedAt: Date;
}

export async function getLookerEmbedRow(
  db: Transaction<Database>,
  shopId: string,
): Promise<LookerEmbedRow | null> {
  const row = await db
    .selectFrom('looker_embeds')
    .select(['embed_url as embedUrl', 'updated_at as updatedAt'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return row ? { embedUrl: row.embedUrl, updatedAt: new Date(row.updatedAt) } : null;
}

export async function upsertLookerEmbedRow(
  db: Transaction<Database>,
  row: { shopId: string; embedUrl: string; updatedBy: string; now: Date },
): Promise<LookerEmbedRow> {
  const saved = await db
    .insertInto('looker_embeds')
    .values({ shop_id: row.shopId, embed_url: row.embedUrl, updated_by: row.updatedBy, updated_at: row.now })
    .onConflict((conflict) =>
      conflict
        .column('shop_id')
        .doUpdateSet({ embed_url: row.embedUrl, updated_by: row.updatedBy, updated_at: row.now }),
    )
    .returning(['embed_url as embedUrl', 'updated_at as updatedAt'])
    .executeTakeFirstOrThrow();
  return { embedUrl: saved.embedUrl, updatedAt: new Date(saved.updatedAt) };
}

export async function deleteLookerEmbedRow(db: Transaction<Database>, shopId: string): Promise<void> {
  await db.deleteFrom('looker_embeds').where('shop_id', '=', shopId).execute();
}
