import type { AnomalyAlertsTable, Database } from '@ziskomer/db';
import type { Anomaly } from '@ziskomer/domain';
import { type Kysely, type Selectable, sql } from 'kysely';

export type AnomalyAlertRow = Selectable<AnomalyAlertsTable>;

/** Stores an anomaly unless the shop already has one of that metric and day; returns whether it is new. */
export async function insertAnomalyAlert(
  db: Kysely<Database>,
  values: { shopId: string; anomaly: Anomaly; now: Date },
): Promise<boolean> {
  const { anomaly } = values;
  const row = await db
    .insertInto('anomaly_alerts')
    .values({
      shop_id: values.shopId,
      day: anomaly.day,
      metric: anomaly.metric,
      direction: anomaly.direction,
      value: anomaly.value,
      baseline: anomaly.baseline,
      lower_bound: anomaly.lower,
      upper_bound: anomaly.upper,
      created_at: values.now,
    })
    .onConflict((conflict) => conflict.columns(['shop_id', 'day', 'metric']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The shop's alerts of days from `since` on, newest day first. */
export async function listAnomalyAlertRows(
  db: Kysely<Database>,
  params: { shopId: string; since: string; id?: string },
): Promise<AnomalyAlertRow[]> {
  const rows = await db
    .selectFrom('anomaly_alerts')
    .selectAll()
    .select(sql<string>`day::text`.as('day'))
    .where('shop_id', '=', params.shopId)
    .where('anomaly_alerts.day', '>=', params.since)
    .$if(params.id !== undefined, (query) => query.where('id', '=', params.id ?? ''))
    .orderBy('anomaly_alerts.day', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('metric')
    .limit(200)
    .execute();
  // numeric arrives as a string from pg and as a number from PGlite.
  return rows.map((row) => ({
    ...row,
    value: Number(row.value),
    baseline: Number(row.baseline),
    lower_bound: Number(row.lower_bound),
    upper_bound: Number(row.upper_bound),
  }));
}

export async function countOpenAnomalyAlerts(
  db: Kysely<Database>,
  shopId: string,
  since: string,
): Promise<number> {
  const row = await db
    .selectFrom('anomaly_alerts')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('shop_id', '=', shopId)
    .where('day', '>=', since)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function resolveAnomalyAlertRow(
  db: Kysely<Database>,
  params: { shopId: string; id: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('anomaly_alerts')
    .set({ resolved_at: sql`coalesce(resolved_at, ${params.now})` })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
