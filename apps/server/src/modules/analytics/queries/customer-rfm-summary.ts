import { RFM_SEGMENTS, type RfmCell, type RfmScoreRange, type RfmSegmentSummary } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { getRfmSegment, RFM_SCORES, type RfmScore } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

interface Group {
  recency: number;
  frequency: number;
  monetary: number;
  customers: number;
  revenue: number;
  orders: number;
  recencyDays: number;
  minDays: number;
  maxDays: number;
  minOrders: number;
  maxOrders: number;
  minRevenue: number;
  maxRevenue: number;
}

/**
 * The shop's scored customers summed per combination of the three scores (at most 125 groups),
 * read from customer_score_cells (migration 0024, written with the scores, so a read is at most
 * 125 rows however many customers there are); the grid cells, the segments and each score's
 * value ranges are added up from those groups here. Days since the last order depend on today:
 * their sum is customers × today's day number − the stored sum of last-order day numbers. Segments come
 * from the cells with `getRfmSegment`, so the grid lives only in packages/domain.
 */
export async function queryRfmSummary(
  db: Transaction<Database>,
  shopId: string,
  today: string,
): Promise<{
  customers: number;
  revenue: number;
  segments: RfmSegmentSummary[];
  cells: RfmCell[];
  scoreRanges: RfmScoreRange[];
}> {
  const result = await sql<Record<string, Num>>`
    SELECT recency, frequency, monetary, customers, revenue, orders,
           customers::bigint * (${today}::date - DATE '2000-01-01') - last_day_sum AS recency_days,
           ${today}::date - max_last_day AS min_days, ${today}::date - min_last_day AS max_days,
           min_orders, max_orders, min_revenue, max_revenue
    FROM customer_score_cells
    WHERE shop_id = ${shopId}`.execute(db);
  const groups: Group[] = result.rows.map((row) => ({
    recency: Number(row.recency),
    frequency: Number(row.frequency),
    monetary: Number(row.monetary),
    customers: Number(row.customers),
    revenue: Number(row.revenue),
    orders: Number(row.orders),
    recencyDays: Number(row.recency_days),
    minDays: Number(row.min_days),
    maxDays: Number(row.max_days),
    minOrders: Number(row.min_orders),
    maxOrders: Number(row.max_orders),
    minRevenue: Number(row.min_revenue),
    maxRevenue: Number(row.max_revenue),
  }));
  const total = (rows: Group[], pick: (row: Group) => number) =>
    rows.reduce((sum, row) => sum + pick(row), 0);

  const cells: RfmCell[] = [...RFM_SCORES].reverse().flatMap((recency) =>
    RFM_SCORES.map((frequency) => {
      const inCell = groups.filter((row) => row.recency === recency && row.frequency === frequency);
      return {
        recency,
        frequency,
        customers: total(inCell, (row) => row.customers),
        revenue: round2(total(inCell, (row) => row.revenue)),
      };
    }),
  );
  const customers = total(groups, (row) => row.customers);
  const revenue = round2(total(groups, (row) => row.revenue));

  const segments = RFM_SEGMENTS.map((segment): RfmSegmentSummary => {
    const inSegment = groups.filter(
      (row) => getRfmSegment(row.recency as RfmScore, row.frequency as RfmScore) === segment,
    );
    const count = total(inSegment, (row) => row.customers);
    const segmentRevenue = round2(total(inSegment, (row) => row.revenue));
    return {
      segment,
      customers: count,
      revenue: segmentRevenue,
      customerShare: customers > 0 ? count / customers : 0,
      revenueShare: revenue > 0 ? segmentRevenue / revenue : 0,
      averageRevenue: count > 0 ? round2(segmentRevenue / count) : null,
      averageOrders: count > 0 ? total(inSegment, (row) => row.orders) / count : null,
      averageRecencyDays: count > 0 ? total(inSegment, (row) => row.recencyDays) / count : null,
    };
  });

  const range = (rows: Group[], min: (row: Group) => number, max: (row: Group) => number) =>
    rows.length === 0 ? null : { min: Math.min(...rows.map(min)), max: Math.max(...rows.map(max)) };
  const scoreRanges = RFM_SCORES.map(
    (score): RfmScoreRange => ({
      score,
      recencyDays: range(
        groups.filter((row) => row.recency === score),
        (row) => row.minDays,
        (row) => row.maxDays,
      ),
      orders: range(
        groups.filter((row) => row.frequency === score),
        (row) => row.minOrders,
        (row) => row.maxOrders,
      ),
      revenue: range(
        groups.filter((row) => row.monetary === score),
        (row) => row.minRevenue,
        (row) => row.maxRevenue,
      ),
    }),
  );

  return { customers, revenue, segments, cells, scoreRanges };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
