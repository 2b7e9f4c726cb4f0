import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The shop's time zone (days are counted in it) and default currency. */
export async function getShopSettings(
  db: Kysely<Database>,
  shopId: string,
): Promise<{ timeZone: string; currency: string }> {
  const row = await db
    .selectFrom('shops')
    .select(['time_zone', 'currency'])
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  return { timeZone: row.time_zone, currency: row.currency };
}
