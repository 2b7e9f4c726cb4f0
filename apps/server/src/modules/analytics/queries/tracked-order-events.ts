import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface TrackedEventGroup {
  /** The order's day in the shop's time zone. */
  day: string;
  /** Lower-cased source; null when the event named none ('N/A', the SPEC §3 default). */
  source: string | null;
  /** A click id of the group, when its events carried one (the attribution only needs to know it exists). */
  gclid: string | null;
  fbclid: string | null;
  /** Orders reported: distinct order ids, and each event without an order id on its own. */
  tracked: number;
}

/**
 * The shop's tracked orders (order events without the test flag) per day of the shop's time zone,
 * grouped by what attribution reads (source, and whether a gclid or fbclid came along). The day
 * bounds become instants in the zone, so the (shop_id, order_date) index answers the range.
 */
export async function selectTrackedEventGroups(
  trx: Transaction<Database>,
  shopId: string,
  range: DayRange,
  timeZone: string,
): Promise<TrackedEventGroup[]> {
  const result = await sql<{
    day: string;
    source: string | null;
    gclid: string | null;
    fbclid: string | null;
    tracked: string | number;
  }>`
    SELECT (order_date AT TIME ZONE ${timeZone})::date::text AS day,
           nullif(lower(btrim(source)), 'n/a') AS source,
           min(nullif(btrim(gclid), '')) AS gclid,
           min(nullif(btrim(fbclid), '')) AS fbclid,
           count(DISTINCT order_id) FILTER (WHERE order_id <> 'N/A')
             + count(*) FILTER (WHERE order_id = 'N/A') AS tracked
    FROM order_events
    WHERE shop_id = ${shopId} AND NOT is_test
      AND order_date >= ${range.from}::date::timestamp AT TIME ZONE ${timeZone}
      AND order_date < (${range.to}::date + 1)::timestamp AT TIME ZONE ${timeZone}
    GROUP BY 1, 2, nullif(btrim(gclid), '') IS NULL, nullif(btrim(fbclid), '') IS NULL`.execute(trx);
  return result.rows.map((row) => ({
    day: row.day,
    source: row.source,
    gclid: row.gclid,
    fbclid: row.fbclid,
    tracked: Number(row.tracked),
  }));
}

/** Whether the shop's tracking ever sent a real (non-test) order. */
export async function hasAnyTrackedEvent(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const result = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM order_events WHERE shop_id = ${shopId} AND NOT is_test) AS any`.execute(trx);
  return Boolean(result.rows[0]?.any);
}
