import type { ParetoPoint, RevenueQuintile } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

/**
 * Customers by revenue fifth and the Pareto curve, from the grouping of customer_scores by fifth
 * and hundredth together (at most 104 groups) that customer_revenue_steps keeps (migration 0024,
 * written with the scores), added up here both ways. A customer's fifth comes
 * from their revenue rank (1 = highest, equal revenue ordered by customer key): fifth = 1 +
 * ⌊5 × (rank − 1) ÷ customers⌋, so the fifths hold equal numbers of customers (±1); the curve's
 * step = ⌈100 × rank ÷ customers⌉ adds up the revenue of each hundredth.
 */
export async function queryRevenueQuintiles(
  db: Transaction<Database>,
  shopId: string,
): Promise<{ customers: number; revenue: number; quintiles: RevenueQuintile[]; pareto: ParetoPoint[] }> {
  const result = await sql<Record<string, Num>>`
    SELECT quintile, step, customers, revenue, orders, min_revenue, max_revenue, last_rank
    FROM customer_revenue_steps
    WHERE shop_id = ${shopId}`.execute(db);
  const groups = result.rows.map((row) => ({
    quintile: Number(row.quintile),
    step: Number(row.step),
    customers: Number(row.customers),
    revenue: Number(row.revenue),
    orders: Number(row.orders),
    minRevenue: Number(row.min_revenue),
    maxRevenue: Number(row.max_revenue),
    lastRank: Number(row.last_rank),
  }));
  type Group = (typeof groups)[number];
  const sum = (rows: Group[], pick: (row: Group) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const customers = sum(groups, (row) => row.customers);
  const revenue = round2(sum(groups, (row) => row.revenue));

  const quintiles = [1, 2, 3, 4, 5].map((quintile): RevenueQuintile => {
    const rows = groups.filter((row) => row.quintile === quintile);
    const count = sum(rows, (row) => row.customers);
    const fifthRevenue = round2(sum(rows, (row) => row.revenue));
    return {
      quintile,
      customers: count,
      revenue: fifthRevenue,
      revenueShare: revenue > 0 ? fifthRevenue / revenue : 0,
      averageRevenue: count > 0 ? round2(fifthRevenue / count) : null,
      averageOrders: count > 0 ? sum(rows, (row) => row.orders) / count : null,
      minRevenue: count > 0 ? Math.min(...rows.map((row) => row.minRevenue)) : null,
      maxRevenue: count > 0 ? Math.max(...rows.map((row) => row.maxRevenue)) : null,
    };
  });

  const steps = [...new Set(groups.map((row) => row.step))].sort((a, b) => a - b);
  const pareto: ParetoPoint[] = customers > 0 ? [{ customerShare: 0, revenueShare: 0 }] : [];
  let cumulative = 0;
  for (const step of steps) {
    const rows = groups.filter((row) => row.step === step);
    cumulative += sum(rows, (row) => row.revenue);
    pareto.push({
      customerShare: Math.max(...rows.map((row) => row.lastRank)) / customers,
      revenueShare: revenue > 0 ? Math.min(1, cumulative / revenue) : 0,
    });
  }
  return { customers, revenue, quintiles, pareto };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
