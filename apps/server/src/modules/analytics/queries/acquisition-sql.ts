import { RETENTION_WINDOWS } from '@ziskomer/contracts';
import { addDays } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

type Num = string | number | null;

/**
 * The last first-order day that has had the time for each retention window (30, 90, 180 days)
 * by `observedThrough`: the days after which the acquisition_counts rows of a period are cut
 * (inPeriodGrainsCutAfter), so that each row read is wholly eligible for a window or wholly not.
 */
export function retentionCuts(observedThrough: string): string[] {
  return RETENTION_WINDOWS.map((days) => addDays(observedThrough, -days));
}

/**
 * Per retention window (30, 90, 180 days): the new customers that have had the time (first order
 * at least that many days before `observedThrough`) and those of them whose second counted order
 * came within the window. Columns eligible_<days> and repeated_<days> over acquisition_counts a,
 * read with the cuts of retentionCuts.
 */
export function retentionColumns(observedThrough: string): RawBuilder<unknown> {
  return sql.join(
    RETENTION_WINDOWS.map((days) => {
      const eligible = sql`a.start_day <= ${addDays(observedThrough, -days)}::date`;
      return sql`
        coalesce(sum(a.customers) FILTER (WHERE ${eligible}), 0) AS ${sql.ref(`eligible_${days}`)},
        coalesce(sum(a.${sql.ref(`repeat_${days}`)}) FILTER (WHERE ${eligible}), 0)
          AS ${sql.ref(`repeated_${days}`)}`;
    }),
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
