import type { Granularity, ProductsReport } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type DayRange, listBuckets } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { sqlBucket } from '../sql-buckets.ts';

/**
 * Revenue and margin of some categories per bucket of a period, every bucket present (zero when
 * a category sold nothing in it), from the category rows of `daily_dimension_metrics`.
 */
export async function queryCategoryTrend(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  granularity: Granularity,
  categories: string[],
): Promise<ProductsReport['categoryTrend']> {
  const buckets = listBuckets(range, granularity);
  if (categories.length === 0) return { buckets, series: [] };
  const result = await sql<{
    bucket: string;
    category: string;
    revenue: string | number;
    margin: string | number;
  }>`
    SELECT ${sqlBucket(granularity, sql`day`)}::text AS bucket, value AS category,
           sum(revenue) AS revenue, sum(margin) AS margin
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = 'category' AND value = ANY(${categories}::text[])
      AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY 1, 2`.execute(db);
  const index = new Map(buckets.map((bucket, position) => [bucket, position]));
  const series = categories.map((category) => ({
    category,
    revenue: buckets.map(() => 0),
    margin: buckets.map(() => 0),
  }));
  const byCategory = new Map(series.map((entry) => [entry.category, entry]));
  for (const row of result.rows) {
    const position = index.get(row.bucket);
    const entry = byCategory.get(row.category);
    if (position === undefined || !entry) continue;
    entry.revenue[position] = Number(row.revenue);
    entry.margin[position] = Number(row.margin);
  }
  return { buckets, series };
}
