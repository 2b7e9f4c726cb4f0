import { sql } from 'kysely';
import { EMBEDDED_STATISTICS_TARGET } from '../../../lib/embedded-statistics.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

/**
 * The rollup tables each phase of a time-sized refresh writes (migrations 0021 and 0035 list the
 * same tables). Each is analysed once, right after its phase: the later phases read what the
 * earlier ones wrote, and on the statistics of another shop's data (or of an empty table) they
 * would be planned as nested loops over this shop's rows.
 */
export const ROLLUP_TABLES_OF = {
  days: [
    'daily_dimension_metrics',
    'daily_customer_metrics',
    'daily_basket_metrics',
    'daily_product_pairs',
    'daily_product_margins',
  ],
  customers: [
    'customer_journeys',
    'order_gap_counts',
    'journey_path_counts',
    'journey_return_counts',
    'acquisition_counts',
    'acquisition_order_counts',
    'acquisition_gap_counts',
  ],
  months: [
    'monthly_dimension_metrics',
    'monthly_product_margins',
    'frequent_product_pair_histories',
    'rare_product_pair_histories',
  ],
  cohorts: ['customer_milestones', 'monthly_cohort_metrics'],
  scores: [
    'customer_scores',
    'customer_score_cells',
    'customer_revenue_steps',
    'customer_recency_days',
    'customer_base_days',
    'customer_value_cells',
  ],
  clv: ['customer_clv_forecasts', 'clv_forecast_sets', 'clv_forecast_risk_days'],
} as const;

/**
 * Analyses the tables one per transaction (a request waiting for the connection gets it between
 * two), with the embedded database's sample size (a time-sized refresh runs on PGlite only):
 * every table after a bulk refresh, otherwise those a tenth of which changed.
 */
export async function analyzeRollupTables(
  transaction: RefreshTransaction,
  tables: readonly string[],
  everything: boolean,
): Promise<void> {
  for (const table of tables) {
    await transaction(async (trx) => {
      await sql`SET LOCAL default_statistics_target = ${sql.lit(EMBEDDED_STATISTICS_TARGET)}`.execute(trx);
      await sql`SELECT analyze_table_if_stale(${table}, ${everything})`.execute(trx);
    });
  }
}
