import type { Granularity } from '@ziskomer/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * The bucket a `date` column falls into, as a `date`: the day itself, the Monday of its week
 * (PostgreSQL's date_trunc('week') is ISO, so weeks start on Monday as SPEC §9 asks) or the
 * first of its month. Matches `bucketStart` of packages/domain, which lists the buckets.
 */
export function sqlBucket(granularity: Granularity, column: RawBuilder<unknown>): RawBuilder<string> {
  if (granularity === 'day') return sql<string>`${column}`;
  if (granularity === 'week') return sql<string>`date_trunc('week', ${column})::date`;
  return sql<string>`date_trunc('month', ${column})::date`;
}
