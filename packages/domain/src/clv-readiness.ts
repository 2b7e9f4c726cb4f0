import { CLV_REQUIREMENTS, type ClvInsufficiencyReason } from './clv-models/index.ts';
import { addDays } from './report-period.ts';

/** What a shop's data holds for the CLV models, and how it grew over the last `WINDOW_DAYS` days. */
export interface ClvGrowth {
  customers: number;
  repeatCustomers: number;
  historyDays: number;
  /** Customers whose first purchase falls in the window. */
  newCustomers: number;
  /** Customers who made their first repeat purchase in the window. */
  newRepeatCustomers: number;
}

/** The window over which growth is measured for the estimate. */
export const CLV_GROWTH_WINDOW_DAYS = 90;

/** Further ahead than this, an estimate from today's pace says nothing: the page says "not in sight". */
const MAX_ESTIMATE_DAYS = 5 * 365;

export type ClvReadiness =
  /** The day on which every requirement is met if the shop keeps growing at the window's pace. */
  | { kind: 'estimate'; day: string; limitedBy: 'customers' | 'repeat_customers' | 'history' }
  /** A requirement is unmet and did not grow in the window (or would take over five years). */
  | { kind: 'not_in_sight'; limitedBy: 'customers' | 'repeat_customers' }
  /** The data is enough but a fit found no maximum: more data usually helps, but no day can be named. */
  | { kind: 'unknown' };

/**
 * When a shop without a forecast will likely have one (issue 4: "when it will be ready"). Every
 * unmet requirement of CLV_REQUIREMENTS (and the history a horizon needs) is extrapolated at the
 * pace of the last 90 days — history grows a day per day, customers and repeat customers by the
 * window's count ÷ 90 per day — and the latest of those days is the answer.
 */
export function estimateClvReadiness(
  reason: ClvInsufficiencyReason,
  growth: ClvGrowth,
  asOfDay: string,
  requiredHistoryDays: number,
): ClvReadiness {
  if (reason === 'fit_failed') return { kind: 'unknown' };
  const waits: { days: number; limitedBy: 'customers' | 'repeat_customers' | 'history' }[] = [];
  const counted = [
    ['customers', CLV_REQUIREMENTS.minCustomers - growth.customers, growth.newCustomers],
    [
      'repeat_customers',
      CLV_REQUIREMENTS.minRepeatCustomers - growth.repeatCustomers,
      growth.newRepeatCustomers,
    ],
  ] as const;
  for (const [limitedBy, missing, grown] of counted) {
    if (missing <= 0) continue;
    const days = grown > 0 ? Math.ceil((missing * CLV_GROWTH_WINDOW_DAYS) / grown) : Number.POSITIVE_INFINITY;
    if (days > MAX_ESTIMATE_DAYS) return { kind: 'not_in_sight', limitedBy };
    waits.push({ days, limitedBy });
  }
  if (growth.historyDays < requiredHistoryDays) {
    waits.push({ days: requiredHistoryDays - growth.historyDays, limitedBy: 'history' });
  }
  const longest = waits.reduce<(typeof waits)[number] | null>(
    (latest, wait) => (latest === null || wait.days > latest.days ? wait : latest),
    null,
  );
  // The check said the data is short, so some wait exists; guard anyway for a caller's mismatch.
  if (!longest) return { kind: 'unknown' };
  return { kind: 'estimate', day: addDays(asOfDay, longest.days), limitedBy: longest.limitedBy };
}
