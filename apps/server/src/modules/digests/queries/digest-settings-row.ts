import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface DigestSettingsRow {
  frequency: 'off' | 'weekly' | 'monthly';
  anomalyAlerts: boolean;
}

/** The shop's digest settings; a shop that never saved them has the defaults (off, alerts on). */
export async function selectDigestSettings(db: Kysely<Database>, shopId: string): Promise<DigestSettingsRow> {
  const row = await db
    .selectFrom('digest_settings')
    .select(['frequency', 'anomaly_alerts'])
    .where('shop_id', '=', shopId)
    .executeTakeFirst();
  return { frequency: row?.frequency ?? 'off', anomalyAlerts: row?.anomaly_alerts ?? true };
}

export async function upsertDigestSettings(
  db: Kysely<Database>,
  values: { shopId: string; frequency: DigestSettingsRow['frequency']; anomalyAlerts: boolean; now: Date },
) {
  const row = { frequency: values.frequency, anomaly_alerts: values.anomalyAlerts, updated_at: values.now };
  await db
    .insertInto('digest_settings')
    .values({ shop_id: values.shopId, ...row })
    .onConflict((conflict) => conflict.column('shop_id').doUpdateSet(row))
    .execute();
}
