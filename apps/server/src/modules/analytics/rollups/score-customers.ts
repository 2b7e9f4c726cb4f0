import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { ALL_CUSTOMERS, forCustomerKeyRanges, type KeyRange } from './customer-key-ranges.ts';
import { holdSizer, inSizedTransactions, type RefreshTransaction } from './in-sized-transactions.ts';
import {
  prepareScoreScales,
  rankCustomerSlice,
  rescoreAtMovedThresholds,
  type ScoreScales,
} from './rank-customer-scores.ts';

/**
 * The share of a shop's scored customers that may have changed for a refresh to rescore only them
 * (and the rows a moved threshold changes). Rescoring a customer by its key costs about what a
 * scan of a few dozen costs, so beyond this the whole shop is scored.
 */
export const RESCORE_SHARE = 0.05;

/** Slice sizes of a time-sized scoring: ranges of customer keys, and lists of changed customers. */
const SCORED_CUSTOMERS = { initial: 500, min: 200, max: 20_000 };
const CHANGED_CUSTOMERS = { initial: 500, min: 100, max: 20_000 };

/** A scoring done but for its last step, which `finish` takes in a transaction given to it. */
export interface CustomerScoring {
  /** The customers whose score rows may have changed, or null when any may have. */
  rescored: string[] | null;
  /** Stores the thresholds the rows are now scored by and takes the claimed marks of changed customers. */
  finish: (trx: Transaction<Database>) => Promise<void>;
}

/**
 * Brings the shop's `customer_scores` up to date (rank-customer-scores.ts says how a customer is
 * scored). With the thresholds of the last scoring stored (migration 0072), only what can have
 * changed is rescored: the customers marked in customer_scores_changed since, and the stored rows
 * whose value lies where a threshold moved. The whole shop is scored otherwise (the first time,
 * after a whole scoring that did not finish, in another time zone, or when more than RESCORE_SHARE
 * of the customers changed).
 *
 * `inSlices`: each step in transactions of about BACKGROUND_HOLD_MS (the embedded database); else
 * each step is one statement. Every step rewrites what it covers from the customers as they are,
 * and the stored thresholds and the marks change only with `finish`, which the caller runs with
 * the last step that needs the rescored customers (the forecasts copy their scores): a refresh that
 * dies before it is redone by the next one from the same start, and rescores the same customers.
 */
export async function scoreCustomers(
  run: RefreshTransaction,
  shopId: string,
  inSlices: boolean,
): Promise<CustomerScoring> {
  const scales = await prepareScoreScales(run, shopId);
  const start = await run((trx) => startScoring(trx, shopId, scales));
  const finish = (trx: Transaction<Database>) => finishScoring(trx, shopId, scales, start.timeZone);
  const rangesOfShop = (work: (range: KeyRange, trx: Transaction<Database>) => Promise<void>) =>
    inSlices
      ? forCustomerKeyRanges(run, shopId, holdSizer(SCORED_CUSTOMERS), work)
      : run((trx) => work(ALL_CUSTOMERS, trx));
  if (start.whole) {
    await rangesOfShop((range, trx) => rankCustomerSlice(trx, shopId, scales, range));
    return { rescored: null, finish };
  }
  if (inSlices)
    await inSizedTransactions(start.changed, holdSizer(CHANGED_CUSTOMERS), run, (slice, trx) =>
      rankCustomerSlice(trx, shopId, scales, slice),
    );
  else await run((trx) => rankCustomerSlice(trx, shopId, scales, start.changed));
  const rescored = new Set(start.changed);
  const moved = (at: (scales: ScoreScales) => (string | null)[]) =>
    at(start.previous).some((value, step) => value !== at(scales)[step]);
  if (moved((of) => of.recency) || moved((of) => of.monetary))
    await rangesOfShop(async (range, trx) => {
      for (const key of await rescoreAtMovedThresholds(trx, shopId, start.previous, scales, range))
        rescored.add(key);
    });
  return { rescored: [...rescored], finish };
}

type ScoringStart =
  | { whole: true; timeZone: string }
  | { whole: false; timeZone: string; previous: ScoreScales; changed: string[] };

/**
 * Whether the shop can be rescored by its changed customers, and which they are. A whole scoring
 * first stores NULL thresholds, so that the customers changing while it runs are marked for the
 * next one.
 */
async function startScoring(
  trx: Transaction<Database>,
  shopId: string,
  scales: ScoreScales,
): Promise<ScoringStart> {
  const stored = await sql<{
    time_zone: string;
    same_zone: boolean;
    customers: number;
    recency: (string | null)[] | null;
    monetary: (string | null)[] | null;
  }>`
    SELECT s.time_zone, k.time_zone = s.time_zone AS same_zone, k.customers,
           k.recency::text[] AS recency, k.monetary::text[] AS monetary
    FROM shops s LEFT JOIN customer_score_scales k ON k.shop_id = s.id
    WHERE s.id = ${shopId}`.execute(trx);
  const row = stored.rows[0];
  const timeZone = row?.time_zone ?? 'UTC';
  if (row?.same_zone && row.recency && row.monetary) {
    const limit = Math.floor(Math.max(row.customers, scales.customers) * RESCORE_SHARE);
    const marked = await sql<{ customer_key: string }>`
      SELECT DISTINCT customer_key FROM customer_scores_changed
      WHERE shop_id = ${shopId} AND claimed LIMIT ${limit + 1}`.execute(trx);
    if (marked.rows.length <= limit) {
      const previous = { recency: row.recency, monetary: row.monetary, customers: row.customers };
      return { whole: false, timeZone, previous, changed: marked.rows.map((mark) => mark.customer_key) };
    }
  }
  await sql`
    INSERT INTO customer_score_scales (shop_id, time_zone, customers, recency, monetary)
    VALUES (${shopId}, ${timeZone}, 0, NULL, NULL)
    ON CONFLICT (shop_id) DO UPDATE SET time_zone = excluded.time_zone, customers = 0, recency = NULL,
      monetary = NULL`.execute(trx);
  return { whole: true, timeZone };
}

async function finishScoring(
  trx: Transaction<Database>,
  shopId: string,
  scales: ScoreScales,
  timeZone: string,
): Promise<void> {
  await sql`
    INSERT INTO customer_score_scales (shop_id, time_zone, customers, recency, monetary)
    VALUES (${shopId}, ${timeZone}, ${scales.customers}, ${scales.recency}::date[], ${scales.monetary}::numeric[])
    ON CONFLICT (shop_id) DO UPDATE SET time_zone = excluded.time_zone, customers = excluded.customers,
      recency = excluded.recency, monetary = excluded.monetary`.execute(trx);
  await sql`DELETE FROM customer_scores_changed WHERE shop_id = ${shopId} AND claimed`.execute(trx);
}
