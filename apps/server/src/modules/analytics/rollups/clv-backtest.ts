import type { ClvBacktest, ClvBacktestComparison } from '@ziskomer/contracts';
import { addDays, backtestCustomerValue, countDays } from '@ziskomer/domain';
import {
  type ClvBacktestBounds,
  type ClvBacktestData,
  type ClvBacktestWindow,
  getAutomaticBacktestWindow,
} from './clv-backtest-data.ts';

/**
 * The backtest of a window as the report shows it: the domain's comparison on the customers read
 * for it (clv-backtest-data.ts), or why there is none. The fit runs outside any transaction when
 * the refresh calls it; a report asked for `asOf` runs it within its request.
 */
export function describeClvBacktest(
  window: ClvBacktestWindow,
  requested: boolean,
  data: ClvBacktestData,
): ClvBacktest {
  const result = backtestCustomerValue(data);
  const frame = describeWindow(window, requested);
  if (result.status === 'insufficient') {
    return {
      ...frame,
      status: 'insufficient',
      reason: result.reason,
      failedModel: result.failedModel ?? null,
      data: dataOf(result.summary),
      model: null,
      groups: [],
      total: null,
    };
  }
  return {
    ...frame,
    status: 'ok',
    reason: null,
    failedModel: null,
    data: dataOf(result.summary),
    model: {
      bgNbd: { ...result.bgNbd.parameters, logLikelihood: result.bgNbd.logLikelihood },
      gammaGamma: { ...result.gammaGamma.parameters, logLikelihood: result.gammaGamma.logLikelihood },
    },
    groups: result.groups.map((group) => ({
      ...rounded(group),
      repeatPurchaseDays: group.repeatPurchaseDays,
    })),
    total: rounded(result.total),
  };
}

/**
 * A backtest that could not start: the calibration period would begin before the shop's first
 * order (`history_too_short`, nothing to read), or the shop has no complete day with an order yet.
 */
export function describeUnavailableBacktest(
  window: ClvBacktestWindow,
  reason: 'history_too_short',
): ClvBacktest {
  return {
    ...describeWindow(window, false),
    status: 'insufficient',
    reason,
    failedModel: null,
    data: { customers: 0, repeatCustomers: 0, historyDays: 0 },
    model: null,
    groups: [],
    total: null,
  };
}

function describeWindow(window: ClvBacktestWindow, requested: boolean) {
  const holdoutFrom = addDays(window.asOfDay, 1);
  return {
    requested,
    asOfDay: window.asOfDay,
    holdoutFrom,
    holdoutTo: window.holdoutTo,
    holdoutDays: countDays({ from: holdoutFrom, to: window.holdoutTo }),
  };
}

function dataOf(summary: { customers: number; repeatCustomers: number; historyDays: number }) {
  return {
    customers: summary.customers,
    repeatCustomers: summary.repeatCustomers,
    historyDays: summary.historyDays,
  };
}

/** Money to the haléř; purchase days stay unrounded, the page rounds what it shows. */
function rounded(comparison: ClvBacktestComparison): ClvBacktestComparison {
  return {
    ...comparison,
    predictedValue: round2(comparison.predictedValue),
    actualValue: round2(comparison.actualValue),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The backtest stored with the run: as of 90 days before the last complete day with an order, so
 * the holdout is one forecast horizon. Null for a shop without such a day; `history_too_short`
 * when that day comes before the first order. `read` reads the window's customers (in one
 * statement, or by ranges of customers on the embedded database).
 */
export async function computeAutomaticBacktest(
  bounds: ClvBacktestBounds,
  read: (window: ClvBacktestWindow) => Promise<ClvBacktestData>,
): Promise<ClvBacktest | null> {
  const window = getAutomaticBacktestWindow(bounds);
  if (window === null) return null;
  if (bounds.firstDay === null || window.asOfDay < bounds.firstDay) {
    return describeUnavailableBacktest(window, 'history_too_short');
  }
  return describeClvBacktest(window, false, await read(window));
}
