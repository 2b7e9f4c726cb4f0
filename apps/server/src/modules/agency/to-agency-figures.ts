import type { AgencyFigures } from '@ziskomer/contracts';
import { pno, poas } from '@ziskomer/domain';

/** What a period's figures are summed from: a shop's trend buckets, or the rows of one currency. */
export interface FigureSums {
  revenue: number;
  grossProfit: number;
  adSpend: number;
  orders: number;
}

/**
 * Sums `parts` and recomputes POAS and PNO from the sums (never an average of ratios, which would
 * weigh a small shop like a large one). Money is rounded to hundredths as stored, ratios to
 * thousandths like the marketing report's.
 */
export function toAgencyFigures(parts: readonly FigureSums[]): AgencyFigures {
  const revenue = round(
    sum(parts, (part) => part.revenue),
    2,
  );
  const grossProfit = round(
    sum(parts, (part) => part.grossProfit),
    2,
  );
  const adSpend = round(
    sum(parts, (part) => part.adSpend),
    2,
  );
  const orders = sum(parts, (part) => part.orders);
  const ratio = (value: number | null) => (value === null ? null : round(value, 3));
  return {
    revenue,
    grossProfit,
    adSpend,
    orders,
    poas: ratio(poas(grossProfit, adSpend)),
    pno: ratio(pno(adSpend, revenue)),
  };
}

function sum<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((total, row) => total + pick(row), 0);
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
