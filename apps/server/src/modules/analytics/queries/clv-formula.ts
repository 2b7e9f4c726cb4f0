import { CHURN_RISKS, type ClvFormula, type ClvRange, CUSTOMER_TIERS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { churnRiskDays } from './churn-risk-days.ts';
import { churnRiskSql } from './clv-churn-risk-sql.ts';

type Num = string | number | null;

/**
 * The lower edges of the CLV ranges: 1, 2, 5, 10, 20, 50 … 5 000 000 000. A 1-2-5 scale gives a
 * readable histogram of a heavy-tailed amount in any currency (a koruna shop's CLVs span
 * 500–500 000, a euro shop's 20–20 000) without reading the data twice to choose edges.
 */
export const CLV_RANGE_EDGES: readonly number[] = Array.from({ length: 10 }, (_, power) =>
  [1, 2, 5].map((step) => step * 10 ** power),
).flat();

/**
 * SPEC §9 CLV (average order value × orders × 1.5, stored per customer as lifetime_value by the
 * import) of every customer with a counted order: total, average, the 1-2-5 ranges, and the sums
 * per tier and per churn risk as of `now`. Tiers and ranges come from customer_value_cells, churn
 * risk from customer_base_days and the customers of the cut-off days (churnRiskDays) — summaries
 * of migrations 0024 and 0026 written with the scores, which the caller brings up to date — so a
 * read is a few thousand rows instead of every customer.
 */
export async function queryClvFormula(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<ClvFormula> {
  const { dayRisk, isWholeDay, onCutDay } = churnRiskDays(now);
  const result = await sql<{
    set: 'tier' | 'risk' | 'range' | 'all';
    tier: string | null;
    risk: string | null;
    value_range: Num;
    customers: Num;
    total: Num;
  }>`
    SELECT 'tier' AS set, tier, NULL AS risk, NULL::int AS value_range, sum(customers) AS customers,
           sum(total) AS total
    FROM customer_value_cells WHERE shop_id = ${shopId} GROUP BY tier
    UNION ALL
    SELECT 'range', NULL, NULL, value_range, sum(customers), sum(total)
    FROM customer_value_cells WHERE shop_id = ${shopId} GROUP BY value_range
    UNION ALL
    SELECT 'all', NULL, NULL, NULL, sum(customers), sum(total)
    FROM customer_value_cells WHERE shop_id = ${shopId}
    UNION ALL
    SELECT 'risk', NULL, risk, NULL, sum(customers), sum(total)
    FROM (
      SELECT ${dayRisk} AS risk, customers, lifetime_value AS total
      FROM customer_base_days WHERE shop_id = ${shopId} AND ${isWholeDay}
      UNION ALL
      SELECT ${churnRiskSql(now)}, 1, lifetime_value
      FROM customer_scores WHERE shop_id = ${shopId} AND ${onCutDay}
    ) AS classified
    GROUP BY risk`.execute(db);
  const rows = result.rows.map((row) => ({
    set: row.set,
    tier: row.tier,
    risk: row.risk,
    range: row.value_range === null ? null : Number(row.value_range),
    customers: Number(row.customers ?? 0),
    total: Number(row.total ?? 0),
  }));
  const group = (row: { customers: number; total: number } | undefined) => ({
    customers: row?.customers ?? 0,
    totalClv: round2(row?.total ?? 0),
    averageClv: row && row.customers > 0 ? round2(row.total / row.customers) : null,
  });
  const all = group(rows.find((row) => row.set === 'all'));
  return {
    customers: all.customers,
    totalClv: all.totalClv,
    averageClv: all.averageClv,
    ranges: listRanges(rows.filter((row) => row.set === 'range')),
    tiers: CUSTOMER_TIERS.map((tier) => ({
      tier,
      ...group(rows.find((row) => row.set === 'tier' && row.tier === tier)),
    })),
    churn: CHURN_RISKS.map((risk) => ({
      risk,
      ...group(rows.find((row) => row.set === 'risk' && row.risk === risk)),
    })),
  };
}

/**
 * width_bucket's index i as [edge i − 1, edge i): 0 below the first edge, the last open-ended. The
 * list runs from the lowest to the highest occupied range, empty ones between kept.
 */
function listRanges(rows: { range: number | null; customers: number; total: number }[]): ClvRange[] {
  const occupied = rows.map((row) => row.range ?? 0);
  if (occupied.length === 0) return [];
  const ranges: ClvRange[] = [];
  for (let index = Math.min(...occupied); index <= Math.max(...occupied); index++) {
    const row = rows.find((candidate) => (candidate.range ?? 0) === index);
    ranges.push({
      from: index === 0 ? 0 : CLV_RANGE_EDGES[index - 1]!,
      to: index < CLV_RANGE_EDGES.length ? CLV_RANGE_EDGES[index]! : null,
      customers: row?.customers ?? 0,
      value: round2(row?.total ?? 0),
    });
  }
  return ranges;
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
