import { CLV_HORIZONS } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { forecastCustomerColumnsAtHorizons } from '@ziskomer/domain';
import { type Kysely, type RawBuilder, sql, type Transaction } from 'kysely';
import { JobInterrupted } from '../../../jobs/job-error.ts';
import { analyzeRollupTables, ROLLUP_TABLES_OF } from './analyze-rollup-tables.ts';
import { claimRollupMarksInSlices, lockShopRefresh } from './claim-rollup-marks.ts';
import { computeAutomaticBacktest } from './clv-backtest.ts';
import { readClvBacktestBounds, readClvBacktestDataByRanges } from './clv-backtest-data.ts';
import { readClvPurchaseDataByRanges } from './clv-purchase-summaries.ts';
import { holdSizer, inSizedTransactions, type RefreshTransaction } from './in-sized-transactions.ts';
import { recordShopRefresh } from './record-shop-refresh.ts';
import { BULK_DAYS } from './refresh-analytics-rollups.ts';
import { refreshClvOfCustomers } from './refresh-clv-of-customers.ts';
import { refreshCohortMonths } from './refresh-cohort-months.ts';
import { refreshCustomerDayMetrics } from './refresh-customer-day-metrics.ts';
import {
  customersWithMilestonesOnDays,
  customersWithOrdersOnDays,
  refreshMilestonesOfCustomers,
} from './refresh-customer-milestones.ts';
import { hasClaimedStaleScores, SCORE_SUMMARIES, takeClaimedStaleScores } from './refresh-customer-scores.ts';
import { areClaimedCustomersDense, refreshCustomerSequencesOf } from './refresh-customer-sequences.ts';
import { refreshDimensionMetrics } from './refresh-dimension-metrics.ts';
import { refreshMonthlyRollups } from './refresh-monthly-rollups.ts';
import { refreshProductMargins } from './refresh-product-margins.ts';
import {
  preparePairHistories,
  refreshDailyProductPairs,
  refreshPairHistories,
} from './refresh-product-pairs.ts';
import type { ShopRefresh, ShopRefreshOptions } from './refresh-shop-rollups.ts';
import { scoreCustomers } from './score-customers.ts';
import { deleteClvForecasts, finishClvRun, insertClvForecasts } from './store-clv-run.ts';

/** The rollups recomputed per day, together for each slice of days. */
const DAY_ROLLUPS = [
  refreshDimensionMetrics,
  refreshCustomerDayMetrics,
  refreshDailyProductPairs,
  refreshProductMargins,
];

/** Slice sizes before the first measurement and their bounds (per slice: days, customers, months). */
const DAYS = { initial: 7, min: 1, max: 120 };
const CUSTOMERS = { initial: 500, min: 50, max: 5000 };
const MONTHS = { initial: 2, min: 1, max: 24 };
const PAIR_PRODUCTS = { initial: 20, min: 1, max: 2000 };
const FORECASTS = { initial: 2000, min: 200, max: 20_000 };
const CLV_READ = { initial: 1000, min: 200, max: 20_000 };

/** The phases a refresh reports as its progress: days, journeys, months, milestones, cohorts, scores, CLV. */
const PHASES = 7;

/**
 * The rollups' refresh on embedded PGlite: the same work as the one-transaction refresh, committed
 * in transactions that each hold the one connection about BACKGROUND_HOLD_MS, so a request waits
 * for one of them at most and never for the whole refresh (docs/ARCHITECTURE.md "Embedded PGlite
 * never blocks the HTTP server"). Phases in order, each sliced by a BatchSizer where its work
 * grows with the data:
 *
 * 1. claim the marks (by slices); read the claimed days and customers;
 * 2. the day rollups, by slices of days; the customers' journeys and counts, by slices of
 *    customers (each slice deletes its customers' marks with its work);
 * 3. the month sums, by months; the histories of the product pairs the days touched, by slices
 *    of their first products; the milestones, by slices of the customers the days touched; the
 *    cohort cells, by months;
 * 4. the scores (ranks by slices of customers, then their summaries), the CLV run (read, fit,
 *    store);
 * 5. last: the claimed day marks are deleted and the freshness recorded.
 *
 * Every step recomputes what it covers from the orders as they are, so doing a step twice is
 * harmless. A refresh that dies leaves the day marks (and the marks of the customers it had not
 * reached), and the next one does the work again. A write that commits between two steps marks
 * its days and customers anew (unclaimed), which queues the next refresh; until then reports say
 * `refreshPending`, since the claimed marks are still there.
 */
export async function refreshShopRollupsInSteps(
  db: Kysely<Database>,
  shopId: string,
  now: Date,
  options: ShopRefreshOptions,
): Promise<ShopRefresh> {
  const started = performance.now();
  const transaction: RefreshTransaction = async (work) => {
    if (options.signal?.aborted) throw new JobInterrupted();
    const result = await withScope(db, { userId: null, shopId }, async (trx) => {
      await lockShopRefresh(trx, shopId);
      return work(trx);
    });
    await options.afterStep?.();
    return result;
  };

  let phasesDone = 0;
  // Phases, not rows: their costs differ by orders of magnitude between shops, and a bar that
  // moves by phases never goes back.
  const phaseDone = () => options.onProgress?.(++phasesDone, PHASES);
  options.onProgress?.(0, PHASES);

  await claimRollupMarksInSlices(transaction, shopId);
  const claimed = await transaction((trx) => readClaimedWork(trx, shopId));
  // A deleted shop: its marks went with it; there is nothing to refresh.
  if (!claimed) return { days: 0, changed: false, durationMs: 0 };
  const { days } = claimed;
  const customerKeys = await readClaimedCustomers(transaction, shopId);
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].sort();
  const bulk = days.length >= BULK_DAYS;

  const analyze = (tables: readonly string[]) => analyzeRollupTables(transaction, tables, bulk);

  await inSizedTransactions(days, holdSizer(DAYS), transaction, async (slice, trx) => {
    for (const refresh of DAY_ROLLUPS) await refresh(trx, shopId, slice);
  });
  await analyze(ROLLUP_TABLES_OF.days);
  phaseDone();
  const dense = areClaimedCustomersDense(customerKeys.length);
  await inSizedTransactions(customerKeys, holdSizer(CUSTOMERS), transaction, (slice, trx) =>
    refreshCustomerSequencesOf(trx, shopId, slice, dense),
  );
  await analyze(ROLLUP_TABLES_OF.customers);
  phaseDone();
  await inSizedTransactions(months, holdSizer(MONTHS), transaction, (slice, trx) =>
    refreshMonthlyRollups(trx, shopId, slice),
  );
  const pairs = await transaction((trx) => preparePairHistories(trx, shopId));
  await inSizedTransactions(pairs.products, holdSizer(PAIR_PRODUCTS), transaction, (slice, trx) =>
    refreshPairHistories(trx, shopId, { firstBuild: pairs.firstBuild, products: slice, fewDays: !bulk }),
  );
  await analyze(ROLLUP_TABLES_OF.months);
  phaseDone();
  // Milestones move customers between cohort cells of months outside `months`; the cells of
  // `months` are recomputed whole afterwards (as refreshCustomerCohorts does). The customers the
  // days touched are gathered first, so that each is recomputed once.
  const touched = await readCustomersOnDays(transaction, shopId, days);
  await inSizedTransactions(touched, holdSizer(CUSTOMERS), transaction, (slice, trx) =>
    refreshMilestonesOfCustomers(trx, shopId, slice, months),
  );
  phaseDone();
  await inSizedTransactions(months, holdSizer(MONTHS), transaction, (slice, trx) =>
    refreshCohortMonths(trx, shopId, slice),
  );
  await analyze(ROLLUP_TABLES_OF.cohorts);
  phaseDone();

  // The forecasts copy the scores of the customers it rescored, so the scoring's marks go with the
  // last transaction: a refresh that dies before redoes the scoring and its summaries.
  const scoring = claimed.staleScores ? await scoreCustomers(transaction, shopId, true) : null;
  if (scoring) {
    for (const summary of SCORE_SUMMARIES) await transaction((trx) => summary(trx, shopId));
    await analyze(ROLLUP_TABLES_OF.scores);
  }
  phaseDone();
  // The CLV fit is shop-wide: after any changed day, and for a shop without a run yet. A few
  // changed customers on the stored run's day are forecast with its models instead.
  if (days.length > 0 || !claimed.hasClvRun) {
    const rescored = scoring ? scoring.rescored : [];
    if (
      !(await refreshClvOfCustomers(transaction, shopId, now, { changedCustomers: customerKeys, rescored }))
    )
      await refreshClvInSteps(transaction, shopId, now);
    await analyze(ROLLUP_TABLES_OF.clv);
  }
  phaseDone();

  const changed = days.length > 0 || claimed.staleScores || !claimed.hasClvRun;
  return transaction(async (trx) => {
    if (scoring) {
      await scoring.finish(trx);
      await takeClaimedStaleScores(trx, shopId);
    }
    await sql`DELETE FROM analytics_dirty_days WHERE shop_id = ${shopId} AND claimed`.execute(trx);
    const durationMs = Math.round(performance.now() - started);
    if (changed)
      await recordShopRefresh(trx, shopId, { days: days.length, durationMs, now }, options.afterRefresh);
    return { days: days.length, changed, durationMs };
  });
}

/** The customers whose milestones the days can have changed (see refreshCustomerMilestones). */
async function readCustomersOnDays(
  transaction: RefreshTransaction,
  shopId: string,
  days: string[],
): Promise<string[]> {
  const touched = new Set<string>();
  const gather = async (customers: RawBuilder<unknown>, trx: Transaction<Database>) => {
    const rows = await sql<{ customer_key: string }>`${customers}`.execute(trx);
    for (const row of rows.rows) touched.add(row.customer_key);
  };
  await inSizedTransactions(days, holdSizer(DAYS), transaction, (slice, trx) =>
    gather(customersWithOrdersOnDays(shopId, slice), trx),
  );
  await transaction((trx) => gather(customersWithMilestonesOnDays(shopId, days), trx));
  return [...touched].sort();
}

interface ClaimedWork {
  /** Claimed dirty days, ascending. */
  days: string[];
  staleScores: boolean;
  hasClvRun: boolean;
}

/** Claimed customers read per transaction by readClaimedCustomers. */
const CLAIMED_CUSTOMERS_PER_READ = 10_000;

/**
 * The claimed customers, in the database's order of keys (ranges of them mean the same in SQL),
 * read a page at a time through the index of claimed marks: an import of 200,000 orders leaves
 * 50,000 of them.
 */
async function readClaimedCustomers(transaction: RefreshTransaction, shopId: string): Promise<string[]> {
  const keys: string[] = [];
  for (;;) {
    const after = keys.at(-1);
    const page = await transaction((trx) =>
      sql<{ customer_key: string }>`
        SELECT DISTINCT customer_key FROM analytics_dirty_customers
        WHERE shop_id = ${shopId} AND claimed ${after === undefined ? sql`` : sql`AND customer_key > ${after}`}
        ORDER BY customer_key LIMIT ${CLAIMED_CUSTOMERS_PER_READ}`.execute(trx),
    );
    for (const row of page.rows) keys.push(row.customer_key);
    if (page.rows.length < CLAIMED_CUSTOMERS_PER_READ) return keys;
  }
}

/** What the claimed marks ask for (but the customers); null for a shop that is gone. */
async function readClaimedWork(trx: Transaction<Database>, shopId: string): Promise<ClaimedWork | null> {
  const shop = await trx.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
  if (!shop) return null;
  const days = await sql<{ day: string }>`
    SELECT DISTINCT day::text AS day FROM analytics_dirty_days
    WHERE shop_id = ${shopId} AND claimed ORDER BY 1`.execute(trx);
  const run = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM clv_model_runs WHERE shop_id = ${shopId}) AS any`.execute(trx);
  return {
    days: days.rows.map((row) => row.day),
    staleScores: await hasClaimedStaleScores(trx, shopId),
    hasClvRun: run.rows[0]?.any === true,
  };
}

/**
 * The CLV run (refreshClvForecasts) in steps: the purchase data is read by ranges of customers, the
 * models are fitted outside any (and again on the backtest's data, read the same way), the old forecasts go, the new ones go in by slices of customers,
 * and the summaries and the run are stored last.
 */
async function refreshClvInSteps(transaction: RefreshTransaction, shopId: string, now: Date): Promise<void> {
  const shop = await transaction((trx) =>
    trx.selectFrom('shops').select('time_zone').where('id', '=', shopId).executeTakeFirstOrThrow(),
  );
  const data = await readClvPurchaseDataByRanges(
    transaction,
    shopId,
    shop.time_zone,
    now,
    holdSizer(CLV_READ),
  );
  const forecast = forecastCustomerColumnsAtHorizons(data.customers, CLV_HORIZONS);
  const bounds = await transaction((trx) => readClvBacktestBounds(trx, shopId, shop.time_zone, now));
  const backtest = await computeAutomaticBacktest(bounds, (window) =>
    readClvBacktestDataByRanges(transaction, shopId, window, holdSizer(CLV_READ)),
  );
  await transaction((trx) => deleteClvForecasts(trx, shopId));
  const customers = Array.from(data.customerKeys.keys());
  await inSizedTransactions(customers, holdSizer(FORECASTS), transaction, (slice, trx) =>
    insertClvForecasts(trx, shopId, data, forecast, { start: slice[0]!, end: slice.at(-1)! + 1 }),
  );
  await transaction((trx) => finishClvRun(trx, shopId, now, data, forecast, backtest));
}
