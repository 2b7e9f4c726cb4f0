import { RETENTION_WINDOWS } from '@ziskomer/contracts';
import { type RawBuilder, sql } from 'kysely';

type Num = string | number | null;

/**
 * Per retention window (30, 90, 180 days): the new customers that have had the time (first order
 * at least that many days before `observedThrough`) and those of them whose second counted order
 * came within the window. Columns eligible_<days> and repeated_<days> over customer_milestones m.
 */
export function retentionColumns(observedThrough: string): RawBuilder<unknown> {
  return sql.join(
    RETENTION_WINDOWS.map(
      (days) => sql`
        count(*) FILTER (WHERE m.first_order_day <= ${observedThrough}::date - ${days}::int)
          AS ${sql.ref(`eligible_${days}`)},
        count(*) FILTER (WHERE m.first_order_day <= ${observedThrough}::date - ${days}::int
          AND m.second_order_day - m.first_order_day <= ${days}::int) AS ${sql.ref(`repeated_${days}`)}`,
    ),
  );
}

/** The windows of one result row, read back from the columns of retentionColumns. */
export function readRetention(row: Record<string, unknown>) {
  return RETENTION_WINDOWS.map((days) => {
    const eligible = Number(row[`eligible_${days}`] as Num);
    const repeated = Number(row[`repeated_${days}`] as Num);
    return { days, eligible, repeated, rate: eligible > 0 ? repeated / eligible : null };
  });
}
