import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The shop's time zone, whose days the pages' periods count. */
export async function readShopTimeZone(db: Kysely<Database>, shopId: string): Promise<string> {
  const shop = await db.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirst();
  return shop?.time_zone ?? 'Europe/Prague';
}
