import type { ActivityKind, Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ActivityValues {
  userId: string;
  kind: ActivityKind;
  action: string;
  shopId?: string | null;
  details?: Record<string, unknown>;
  createdAt: Date;
}

/** Appends one entry to a user's activity log (row-level security: only as that user). */
export async function insertActivity(db: Kysely<Database>, values: ActivityValues): Promise<void> {
  await db
    .insertInto('activity_log')
    .values({
      user_id: values.userId,
      kind: values.kind,
      action: values.action,
      shop_id: values.shopId ?? null,
      details: JSON.stringify(values.details ?? {}),
      created_at: values.createdAt,
    })
    .execute();
}
