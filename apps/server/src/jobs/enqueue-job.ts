import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { JobDefinition } from './define-job.ts';

export interface EnqueueOptions {
  /** At most one queued job per key: a second enqueue returns the queued job instead. */
  dedupeKey?: string;
  /** Not before this time. */
  runAfter?: Date;
  /** The schedule that queued it. */
  scheduleId?: string;
}

/**
 * Queues a job of a declared kind (its definition, or the kind, payload schema and shop alone,
 * for callers the handler's module imports), in the caller's transaction (so it exists exactly when the
 * work it points at does). The payload is checked against the kind's schema first: a bad one is
 * a bug of the caller and throws here rather than failing later in the background. Under a
 * shop's scope the job must be that shop's (row-level security). Returns the job's id.
 */
export async function enqueueJob<Payload>(
  db: Kysely<Database>,
  job: Pick<JobDefinition<Payload>, 'kind' | 'payload' | 'shopOf'>,
  payload: Payload,
  options: EnqueueOptions = {},
): Promise<number> {
  const parsed = job.payload.parse(payload);
  const inserted = await sql<{ id: string | number }>`
    INSERT INTO jobs (kind, payload, shop_id, dedupe_key, run_after, schedule_id)
    VALUES (${job.kind}, ${JSON.stringify(parsed)}::jsonb, ${job.shopOf(parsed)}, ${options.dedupeKey ?? null},
            ${options.runAfter ?? new Date(0)}, ${options.scheduleId ?? null})
    ON CONFLICT (dedupe_key) WHERE status = 'queued' AND dedupe_key IS NOT NULL DO NOTHING
    RETURNING id`.execute(db);
  if (inserted.rows[0]) return Number(inserted.rows[0].id);
  const queued = await sql<{ id: string | number }>`
    SELECT id FROM jobs WHERE dedupe_key = ${options.dedupeKey ?? null} AND status = 'queued'`.execute(db);
  return Number(queued.rows[0]!.id);
}
