import type { RfmSegment } from '@ziskomer/contracts';

/**
 * RFM segmentation (issue 4, `/analytics/customer/rfm`): every customer gets a recency and a
 * monetary score from 1 (worst fifth of the shop's customers) to 5 (best fifth), a frequency score
 * from fixed order-count bands, and a named segment from the recency and frequency scores.
 * docs/METRICS.md explains the method to shop owners; the report's SQL applies the same rules
 * (`quintileScore`, `RFM_FREQUENCY_BANDS`, `RFM_GRID`).
 */

export type RfmScore = 1 | 2 | 3 | 4 | 5;

export const RFM_SCORES: readonly RfmScore[] = [1, 2, 3, 4, 5];

type GridRow = readonly [RfmSegment, RfmSegment, RfmSegment, RfmSegment, RfmSegment];

/**
 * The R/F grid: one row per recency score (5 = bought most recently), one column per frequency
 * score 1..5. It is the common RFM map used for e-shops (recency and frequency decide, monetary
 * value is shown beside), with its bottom-left corner split so that the longest-gone one-off
 * buyers (R 1, F 1–2) are "lost" and those a little less gone (R 2) "hibernating":
 *
 *        F=1            F=2                 F=3                 F=4        F=5
 *   R=5  new            potential loyalist  potential loyalist  champions  champions
 *   R=4  promising      potential loyalist  potential loyalist  loyal      loyal
 *   R=3  about to sleep about to sleep      need attention      loyal      loyal
 *   R=2  hibernating    hibernating         at risk             at risk    can't lose them
 *   R=1  lost           lost                at risk             at risk    can't lose them
 */
export const RFM_GRID: Readonly<Record<RfmScore, GridRow>> = {
  5: ['new', 'potentialLoyalists', 'potentialLoyalists', 'champions', 'champions'],
  4: ['promising', 'potentialLoyalists', 'potentialLoyalists', 'loyal', 'loyal'],
  3: ['aboutToSleep', 'aboutToSleep', 'needAttention', 'loyal', 'loyal'],
  2: ['hibernating', 'hibernating', 'atRisk', 'atRisk', 'cantLose'],
  1: ['lost', 'lost', 'atRisk', 'atRisk', 'cantLose'],
};

/** The segment of a customer with these recency and frequency scores. */
export function getRfmSegment(recency: RfmScore, frequency: RfmScore): RfmSegment {
  return RFM_GRID[recency][frequency - 1]!;
}

/** Every cell of the grid, for queries that group or filter by segment. */
export function listRfmGridCells(): { recency: RfmScore; frequency: RfmScore; segment: RfmSegment }[] {
  return RFM_SCORES.flatMap((recency) =>
    RFM_SCORES.map((frequency) => ({ recency, frequency, segment: getRfmSegment(recency, frequency) })),
  );
}

/**
 * The quintile score of a value among `total` customers, given how many customers have a
 * strictly worse value: 1 + ⌊5 × worse ÷ total⌋. Without ties this is `ntile(5)` over the ordered
 * values (fifths differing in size by at most one customer). Customers with equal values always
 * share one score — the score where their run of equal values starts — so that two customers with
 * one order each never differ in frequency. Where one value covers many customers (most customers
 * of an e-shop buy once), the scores it spans stay empty: with 60 % one-off buyers, every one-off
 * buyer has F 1 and a second order lifts a customer straight to F 4, ahead of 60 % of customers.
 */
export function quintileScore(worse: number, total: number): RfmScore {
  if (!(total > 0) || worse < 0 || worse >= total) {
    throw new RangeError(`worse must be in 0..total-1 (worse ${worse}, total ${total})`);
  }
  return (1 + Math.floor((5 * worse) / total)) as RfmScore;
}

/**
 * The least number of counted orders of frequency scores 1..5: F 1 one order, F 2 two, F 3 three,
 * F 4 four or five, F 5 six and more. Fixed bands instead of fifths because most customers of an
 * e-shop order once: fifths of a value that ties for 60 % of customers leave F 2 and F 3 empty and
 * put every customer with a second order among the best, while with bands every score can hold
 * customers and a customer's F says how many orders they placed, whatever the rest of the shop.
 */
export const RFM_FREQUENCY_BANDS: readonly [1, 2, 3, 4, 6] = [1, 2, 3, 4, 6];

/** The frequency score of a customer with this many counted orders (at least one). */
export function frequencyScore(orders: number): RfmScore {
  if (!Number.isInteger(orders) || orders < 1)
    throw new RangeError(`orders must be a whole number ≥ 1 (${orders})`);
  let score = 1;
  for (let index = 1; index < RFM_FREQUENCY_BANDS.length; index++) {
    if (orders >= RFM_FREQUENCY_BANDS[index]!) score = index + 1;
  }
  return score as RfmScore;
}
