import { z } from 'zod';

/**
 * The plans of the product, in one place: the server enforces their limits, Settings → Předplatné
 * shows them with the account's usage, and the landing page's pricing lists them. There is no
 * payment provider: the full plan is granted by the operator after the customer writes in.
 */
export const planIds = ['free', 'full'] as const;
export type PlanId = (typeof planIds)[number];

/** Every new account tries the full plan for this many days, without a card (the landing's promise). */
export const TRIAL_DAYS = 14;

export interface PlanLimits {
  /** Shops the account has created (shops shared with it count to their creator's account). */
  shops: number | null;
  /**
   * Orders dated in the current calendar month across the account's shops that the plan
   * includes (null: any volume). Fair use, not a limit: shown with the usage, never enforced,
   * because an order turned away would make every report of the month wrong.
   */
  ordersPerMonth: number | null;
  /** Connected data sources (Google Ads, GA4, …) across the account's shops (null: no limit). */
  connections: number | null;
}

export interface Plan {
  id: PlanId;
  /** Price per month in CZK; null when the price is agreed with the operator (no self-service payment). */
  monthlyPriceCzk: number | null;
  limits: PlanLimits;
}

export const PLANS: Record<PlanId, Plan> = {
  // Enough to see one small shop's POAS from its orders and one ad account.
  free: { id: 'free', monthlyPriceCzk: 0, limits: { shops: 1, ordersPerMonth: 1000, connections: 2 } },
  // Agencies and shops with several storefronts; order volume of a large Czech e-shop.
  full: {
    id: 'full',
    monthlyPriceCzk: null,
    limits: { shops: 25, ordersPerMonth: 50_000, connections: null },
  },
};

/** Which limits the server refuses a write over; the included orders a month are fair use, never refused. */
export const ENFORCED_LIMITS = ['shops', 'connections'] as const satisfies readonly (keyof PlanLimits)[];

/** Why the account has the plan it has. */
export const planSources = ['trial', 'granted', 'free'] as const;
export type PlanSource = (typeof planSources)[number];

/** What is stored per account (migration 0062 `account_plans`). */
export interface AccountPlanRecord {
  /** The plan the operator granted: 'full' after an agreement, otherwise 'free'. */
  plan: PlanId;
  trialStartedAt: Date;
  trialEndsAt: Date;
}

const DAY_MS = 86_400_000;

/**
 * The plan in force at `now`: a granted full plan, else the full plan while the trial runs, else
 * the free plan. Falling to the free plan deletes nothing; only new writes over its limits are refused.
 */
export function resolvePlan(
  record: AccountPlanRecord,
  now: Date,
): { plan: PlanId; source: PlanSource; trialDaysLeft: number } {
  const leftMs = record.trialEndsAt.getTime() - now.getTime();
  const trialDaysLeft = leftMs > 0 ? Math.ceil(leftMs / DAY_MS) : 0;
  if (record.plan === 'full') return { plan: 'full', source: 'granted', trialDaysLeft };
  if (leftMs > 0) return { plan: 'full', source: 'trial', trialDaysLeft };
  return { plan: 'free', source: 'free', trialDaysLeft: 0 };
}

/** True when one more of `used` would go over `limit` (null: no limit). */
export function isAtLimit(used: number, limit: number | null): boolean {
  return limit !== null && used >= limit;
}

const usageSchema = z.object({
  shops: z.number().int().min(0),
  ordersThisMonth: z.number().int().min(0),
  connections: z.number().int().min(0),
});

export const subscriptionSchema = z
  .object({
    plan: z.enum(planIds),
    source: z.enum(planSources),
    trialStartedAt: z.iso.datetime({ offset: true }),
    trialEndsAt: z.iso.datetime({ offset: true }),
    /** Whole days left in the trial, rounded up; 0 once it has ended. */
    trialDaysLeft: z.number().int().min(0),
    limits: z.object({
      shops: z.number().int().nullable(),
      ordersPerMonth: z.number().int().nullable(),
      connections: z.number().int().nullable(),
    }),
    usage: usageSchema,
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;
