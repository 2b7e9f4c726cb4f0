import type { Database, ProfitUploadSettingsTable } from '@ziskomer/db';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { enqueueJob } from '../../../jobs/enqueue-job.ts';

export type ProfitUploadSettingRow = Selectable<ProfitUploadSettingsTable>;

/** The kind of the upload job; declared here so the syncs can queue it without importing the job. */
export const PROFIT_UPLOAD_JOB_KIND = 'profit-upload';
export const profitUploadPayload = z.object({ shopId: z.uuid(), connectionId: z.uuid() });
const profitUploadJobRef = {
  kind: PROFIT_UPLOAD_JOB_KIND,
  payload: profitUploadPayload,
  shopOf: (payload: z.output<typeof profitUploadPayload>) => payload.shopId,
};

export async function getProfitUploadSetting(
  db: Kysely<Database>,
  shopId: string,
  connectionId: string,
): Promise<ProfitUploadSettingRow | null> {
  return (
    (await db
      .selectFrom('profit_upload_settings')
      .selectAll()
      .where('shop_id', '=', shopId)
      .where('connection_id', '=', connectionId)
      .executeTakeFirst()) ?? null
  );
}

/** Queues an upload of the connection's new orders; one waiting upload per connection is enough. */
export function queueProfitUpload(db: Kysely<Database>, shopId: string, connectionId: string) {
  return enqueueJob(
    db,
    profitUploadJobRef,
    { shopId, connectionId },
    {
      dedupeKey: `${PROFIT_UPLOAD_JOB_KIND}:${connectionId}`,
    },
  );
}

/**
 * After each completed sync (in its transaction): when the connection sends profit back, an
 * upload follows — the sync brought the day's clicks and the imports the orders' margins.
 */
export async function queueProfitUploadAfterSync(
  db: Kysely<Database>,
  ref: { shopId: string; connectionId: string },
): Promise<void> {
  const setting = await getProfitUploadSetting(db, ref.shopId, ref.connectionId);
  if (setting?.enabled) await queueProfitUpload(db, ref.shopId, ref.connectionId);
}
