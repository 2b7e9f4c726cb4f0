import { z } from 'zod';
import { CHURN_RISKS, CUSTOMER_TIERS } from './customer-overview-report.ts';
import { rfmSegmentSchema } from './customer-rfm-report.ts';

/**
 * The customer lifetime value report (`/analytics/customer/clv`, report id 'customer-clv'), over
 * the whole history (the period is not used). Two parts (docs/METRICS.md "Customer lifetime value"):
 * - `formula`: SPEC §9's CLV = average order value × orders × 1.5 per customer, as of today;
 * - `predictive`: the shop's BG/NBD + Gamma-Gamma fit, as of its last run (recomputed whenever the
 *   shop's orders change), or the reason why the data is not enough yet.
 * Counted orders only (not cancelled); customers are identified by e-mail, else phone.
 */

/** The forecast horizons in days. */
export const CLV_HORIZONS = [90, 365] as const;

export const CLV_INSUFFICIENCY_REASONS = [
  'too_few_customers',
  'too_few_repeat_customers',
  'history_too_short',
  'fit_failed',
] as const;
export const clvInsufficiencyReasonSchema = z.enum(CLV_INSUFFICIENCY_REASONS);
export type ClvInsufficiencyReasonCode = z.infer<typeof clvInsufficiencyReasonSchema>;

/** Customers whose value lies in [from, to); `to` null for the open last range. */
export const clvRangeSchema = z.object({
  from: z.number(),
  to: z.number().nullable(),
  customers: z.number().int(),
  /** Σ CLV of those customers. */
  value: z.number(),
});
export type ClvRange = z.infer<typeof clvRangeSchema>;

const formulaGroupSchema = z.object({
  customers: z.number().int(),
  totalClv: z.number(),
  /** null for an empty group. */
  averageClv: z.number().nullable(),
});

export const clvFormulaSchema = z
  .object({
    /** Customers with a counted order. */
    customers: z.number().int(),
    totalClv: z.number(),
    averageClv: z.number().nullable(),
    /** 1-2-5 money ranges (…, 1 000–2 000, 2 000–5 000, …) from the lowest to the highest occupied one. */
    ranges: z.array(clvRangeSchema),
    /** SPEC §9 tiers, always all three, high first. */
    tiers: z.array(formulaGroupSchema.extend({ tier: z.enum(CUSTOMER_TIERS) })),
    /** Churn risk as of today (SPEC §9 rule on the last order date), low first. */
    churn: z.array(formulaGroupSchema.extend({ risk: z.enum(CHURN_RISKS) })),
  })
  .meta({ id: 'ClvFormula' });
export type ClvFormula = z.infer<typeof clvFormulaSchema>;

/** Sums of the forecasts of a group of customers; the 365-day figures null without that horizon. */
const forecastGroupSchema = z.object({
  customers: z.number().int(),
  expectedPurchases90: z.number(),
  expectedValue90: z.number(),
  expectedPurchases365: z.number().nullable(),
  expectedValue365: z.number().nullable(),
  /** Mean P(alive) of the group's repeat customers; null when it has none. */
  averageProbabilityAlive: z.number().nullable(),
});
export type ClvForecastGroup = z.infer<typeof forecastGroupSchema>;

export const clvHorizonSchema = z.object({
  days: z.number().int(),
  status: z.enum(['ok', 'insufficient']),
  reason: clvInsufficiencyReasonSchema.nullable(),
  requiredHistoryDays: z.number().int(),
  /** When this horizon will likely be forecast (history grows a day per day); null when it is. */
  readyOn: z.string().nullable(),
  /** Σ over customers; null without a forecast for this horizon. */
  expectedPurchases: z.number().nullable(),
  expectedValue: z.number().nullable(),
});
export type ClvHorizon = z.infer<typeof clvHorizonSchema>;

export const clvTopCustomerSchema = z.object({
  customerKey: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Counted orders and their revenue, whole history. */
  orders: z.number().int(),
  revenue: z.number(),
  probabilityAlive: z.number(),
  expectedPurchases90: z.number(),
  expectedValue90: z.number(),
  expectedPurchases365: z.number().nullable(),
  expectedValue365: z.number().nullable(),
});
export type ClvTopCustomer = z.infer<typeof clvTopCustomerSchema>;

/** How many customers the top list holds. */
export const CLV_TOP_CUSTOMERS = 20;

export const clvModelSchema = z.object({
  bgNbd: z.object({
    r: z.number(),
    alpha: z.number(),
    a: z.number(),
    b: z.number(),
    logLikelihood: z.number(),
  }),
  gammaGamma: z.object({
    p: z.number(),
    q: z.number(),
    gamma: z.number(),
    logLikelihood: z.number(),
  }),
  /** The shop-wide mean value of a purchase day the spend model implies: pγ / (q − 1). */
  averagePurchaseValue: z.number(),
});
export type ClvModel = z.infer<typeof clvModelSchema>;

export const clvForecastSchema = z.object({
  model: clvModelSchema,
  horizons: z.array(clvHorizonSchema),
  probabilityAlive: z.object({
    /** Customers with at least one repeat purchase day: the ones P(alive) says something about. */
    repeatCustomers: z.number().int(),
    /** Repeat customers with P(alive) ≥ 0.5. */
    likelyActive: z.number().int(),
    averageAmongRepeat: z.number().nullable(),
    /** Customers with one purchase day, whom the model counts as alive (P = 1). */
    oneTimeCustomers: z.number().int(),
    /** Repeat customers in ten ranges of 10 % (the last includes 100 %). */
    ranges: z.array(z.object({ from: z.number(), to: z.number(), customers: z.number().int() })),
  }),
  tiers: z.array(forecastGroupSchema.extend({ tier: z.enum(CUSTOMER_TIERS) })),
  churn: z.array(forecastGroupSchema.extend({ risk: z.enum(CHURN_RISKS) })),
  /** The eleven RFM segments (customer-rfm report), in its order. */
  rfm: z.array(forecastGroupSchema.extend({ segment: rfmSegmentSchema })),
  /** By expected value over 365 days (90 when there is no 365-day forecast). */
  topCustomers: z.array(clvTopCustomerSchema),
});
export type ClvForecastData = z.infer<typeof clvForecastSchema>;

export const clvReadinessSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('estimate'),
    day: z.string(),
    limitedBy: z.enum(['customers', 'repeat_customers', 'history']),
  }),
  z.object({ kind: z.literal('not_in_sight'), limitedBy: z.enum(['customers', 'repeat_customers']) }),
  z.object({ kind: z.literal('unknown') }),
]);
export type ClvReadinessEstimate = z.infer<typeof clvReadinessSchema>;

export const clvPredictiveSchema = z
  .object({
    /** When the stored run was computed (an instant), and the day its observation ends. */
    computedAt: z.string(),
    asOfDay: z.string(),
    status: z.enum(['ok', 'insufficient']),
    reason: clvInsufficiencyReasonSchema.nullable(),
    failedModel: z.enum(['bg_nbd', 'gamma_gamma']).nullable(),
    /** What the data holds, against what the models need (packages/domain CLV_REQUIREMENTS). */
    data: z.object({
      customers: z.number().int(),
      /** Customers with a repeat purchase day of positive value. */
      repeatCustomers: z.number().int(),
      /** Days from the oldest customer's first purchase to asOfDay. */
      historyDays: z.number().int(),
      /** In the 90 days up to asOfDay: first purchases, and first repeat purchases. */
      newCustomers: z.number().int(),
      newRepeatCustomers: z.number().int(),
    }),
    requirements: z.object({
      minCustomers: z.number().int(),
      minRepeatCustomers: z.number().int(),
      minHistoryDays: z.number().int(),
    }),
    /** For status 'insufficient': when the forecast will likely be there. */
    readiness: clvReadinessSchema.nullable(),
    forecast: clvForecastSchema.nullable(),
  })
  .meta({ id: 'ClvPredictive' });
export type ClvPredictive = z.infer<typeof clvPredictiveSchema>;

/** Predicted against actual purchase days and their value over the holdout, for a group of customers. */
const backtestComparisonSchema = z.object({
  customers: z.number().int(),
  predictedPurchases: z.number(),
  actualPurchases: z.number(),
  predictedValue: z.number(),
  actualValue: z.number(),
});
export type ClvBacktestComparison = z.infer<typeof backtestComparisonSchema>;

/** Customers are grouped by repeat purchase days in calibration: 0 … 6, and 7 for "7 or more". */
export const CLV_BACKTEST_GROUPS = 8;

/**
 * The CLV forecast checked against what happened (docs/METRICS.md "Backtest"): the models fitted on
 * the purchases up to `asOfDay` (calibration), the forecast of those customers over the days after
 * it up to `holdoutTo` (holdout), against what they did. `requested` false: the automatic backtest
 * the stored run carries, as of one shortest horizon (90 days) before the shop's last complete day
 * with an order; true: the `asOf` the caller asked for.
 */
export const clvBacktestSchema = z
  .object({
    requested: z.boolean(),
    asOfDay: z.string(),
    /** The holdout: the day after asOfDay to holdoutTo, both included. */
    holdoutFrom: z.string(),
    holdoutTo: z.string(),
    holdoutDays: z.number().int(),
    status: z.enum(['ok', 'insufficient']),
    /** Why there is no backtest: the forecast's own reasons, on the calibration data. */
    reason: clvInsufficiencyReasonSchema.nullable(),
    /** For the reason fit_failed: which model found no maximum. */
    failedModel: z.enum(['bg_nbd', 'gamma_gamma']).nullable(),
    /** The calibration data against the requirements of a forecast. */
    data: z.object({
      customers: z.number().int(),
      repeatCustomers: z.number().int(),
      historyDays: z.number().int(),
    }),
    model: clvModelSchema.omit({ averagePurchaseValue: true }).nullable(),
    /** Calibration groups 0 … 7 (7 = seven or more repeat purchase days); empty without a fit. */
    groups: z.array(backtestComparisonSchema.extend({ repeatPurchaseDays: z.number().int() })),
    total: backtestComparisonSchema.nullable(),
  })
  .meta({ id: 'ClvBacktest' });
export type ClvBacktest = z.infer<typeof clvBacktestSchema>;

export const customerClvReportSchema = z
  .object({
    formula: clvFormulaSchema,
    predictive: clvPredictiveSchema,
    /** The forecast's backtest (see clvBacktestSchema); null for a shop without orders yet. */
    backtest: clvBacktestSchema.nullable(),
  })
  .meta({ id: 'CustomerClvReport' });
export type CustomerClvReport = z.infer<typeof customerClvReportSchema>;
