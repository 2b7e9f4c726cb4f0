import { z } from 'zod';

/**
 * "Proč se čísla liší" on /analytics/orders (report id 'orders-reconciliation'): the walk from the
 * gross total of every order dated in the period to the orders report's revenue and margin, so an
 * owner can match the shop's admin to the koruna (docs/METRICS.md "Reconciliation").
 *
 * `steps` are in order; a step with `subtotal` true is the running total after the steps before
 * it, any other adds its signed `amount` and `orders` to it. Each subtotal equals the previous
 * subtotal plus the steps between, to the haléř.
 */
export const RECONCILIATION_STEPS = [
  /** Every order, cancelled ones too, whose UTC calendar day lies in the period (exports, APIs). */
  'gross_utc',
  /** + orders whose day in the shop's time zone lies in the period but whose UTC day does not. */
  'time_zone_in',
  /** − orders whose UTC day lies in the period but whose day in the shop's time zone does not. */
  'time_zone_out',
  /** Every order of the period in the shop's time zone, cancelled ones too: what its admin lists. */
  'gross',
  /** − cancelled orders. */
  'cancelled',
  /** The report's revenue with VAT over its counted orders. */
  'revenue',
  /** − VAT. */
  'vat',
  /** The report's revenue without VAT. */
  'revenue_without_vat',
  /** − cost of goods and whatever else the margin leaves out (revenue without VAT − margin). */
  'costs',
  /** The report's margin. */
  'margin',
] as const;
export type ReconciliationStepKind = (typeof RECONCILIATION_STEPS)[number];

const amountSchema = z.object({
  /** Money in the shop's currency; a step's sign says whether it adds or takes away. */
  amount: z.number(),
  orders: z.number().int(),
});

export const ordersReconciliationReportSchema = z
  .object({
    steps: z.array(
      amountSchema.extend({
        kind: z.enum(RECONCILIATION_STEPS),
        subtotal: z.boolean(),
      }),
    ),
    /** Parts of the revenue shown apart, not taken away: the report counts them. */
    included: z.object({
      /** Counted orders marked unpaid (is_paid false); an admin filtered to paid orders leaves them out. */
      unpaid: amountSchema,
      /** Counted orders whose payment state the data does not say. */
      paymentUnknown: amountSchema,
      /** Counted orders without an e-mail or phone: in revenue, left out of the customer reports. */
      withoutCustomer: amountSchema,
    }),
    /** The margin split into what the shop gave and the 30 % estimate (SPEC §9) of orders without it. */
    margin: z.object({
      real: amountSchema,
      estimated: amountSchema,
    }),
  })
  .meta({ id: 'OrdersReconciliationReport' });
export type OrdersReconciliationReport = z.infer<typeof ordersReconciliationReportSchema>;
