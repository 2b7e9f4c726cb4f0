import type { Database } from '@ziskomer/db';
import type { Insertable, Transaction } from 'kysely';

/** The tables of a connection's figures by day, which a sync replaces range by range. */
type DailyTable = 'ga4_daily' | 'business_profile_daily' | 'search_console_daily';
type Row<T extends DailyTable> = Omit<Insertable<Database[T]>, 'shop_id' | 'connection_id'>;

/**
 * Replaces a connection's rows of the days `from`–`to` with `rows` (in statements of at most
 * 1,000 rows): a day Google no longer reports disappears, and days outside the range stay.
 */
export async function replaceDailyRows<T extends DailyTable>(
  db: Transaction<Database>,
  table: T,
  ref: { shopId: string; connectionId: string },
  range: { from: string; to: string },
  rows: Row<T>[],
): Promise<void> {
  await db
    .deleteFrom(table as DailyTable)
    .where('shop_id', '=', ref.shopId)
    .where('connection_id', '=', ref.connectionId)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .execute();
  for (let start = 0; start < rows.length; start += 1000) {
    await db
      .insertInto(table as DailyTable)
      .values(
        rows
          .slice(start, start + 1000)
          .map((row) => ({ shop_id: ref.shopId, connection_id: ref.connectionId, ...row }) as never),
      )
      .execute();
  }
}
