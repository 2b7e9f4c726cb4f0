import { z } from 'zod';
import { AD_CHANNELS } from './ad-spend.ts';
import { calendarDay } from './calendar-day.ts';
import { hasControlCharacters } from './tasks.ts';

/**
 * Budgets of a shop (SPEC §3 "Client budget", "Channel budget", "Budget alert"; issue 5 part 3):
 * a total per month, quarter or year split into channel budgets, the spend against it read from
 * the ad-spend data, and the alerts raised when the spend nears or passes the plan. Invalid input
 * names an error code as the zod message (see tasks.ts), answered in the caller's language.
 */

export const budgetPeriodTypes = ['monthly', 'quarterly', 'yearly'] as const;
export type BudgetPeriodTypeName = (typeof budgetPeriodTypes)[number];

export const budgetAlertTypes = ['budget_warning', 'budget_exceeded', 'low_performance'] as const;
export type BudgetAlertTypeName = (typeof budgetAlertTypes)[number];

export const BUDGET_NAME_MAX = 120;
/** The largest amount a budget or a channel budget may plan (numeric(14,2) holds far more). */
export const BUDGET_AMOUNT_MAX = 1_000_000_000;
/** The most budgets one shop keeps: a list, not a ledger. */
export const BUDGETS_PER_SHOP_MAX = 50;
/** The most campaigns the spending history lists (by spend); the rest are summed as one line. */
export const BUDGET_CAMPAIGNS_MAX = 50;
/** The most alerts one list answer carries (newest first). */
export const BUDGET_ALERT_LIST_LIMIT = 200;

/** Whole hellers at most: an amount with more decimals is refused rather than silently rounded. */
const hasAtMostTwoDecimals = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

const budgetName = z
  .string({ error: 'budget_name_required' })
  .trim()
  .min(1, { error: 'budget_name_required' })
  .max(BUDGET_NAME_MAX, { error: 'budget_name_too_long' })
  .refine((text) => !hasControlCharacters(text), { error: 'budget_name_required' });

const totalBudget = z
  .number({ error: 'budget_total_invalid' })
  .gt(0, { error: 'budget_total_invalid' })
  .max(BUDGET_AMOUNT_MAX, { error: 'budget_total_invalid' })
  .refine(hasAtMostTwoDecimals, { error: 'budget_total_invalid' });

const allocatedBudget = z
  .number({ error: 'budget_allocation_invalid' })
  .min(0, { error: 'budget_allocation_invalid' })
  .max(BUDGET_AMOUNT_MAX, { error: 'budget_allocation_invalid' })
  .refine(hasAtMostTwoDecimals, { error: 'budget_allocation_invalid' });

const targetCpa = z
  .number({ error: 'budget_target_invalid' })
  .gt(0, { error: 'budget_target_invalid' })
  .max(BUDGET_AMOUNT_MAX, { error: 'budget_target_invalid' })
  .refine(hasAtMostTwoDecimals, { error: 'budget_target_invalid' });

const targetRoas = z
  .number({ error: 'budget_target_invalid' })
  .gt(0, { error: 'budget_target_invalid' })
  .max(999_999, { error: 'budget_target_invalid' })
  .refine(hasAtMostTwoDecimals, { error: 'budget_target_invalid' });

const periodType = z.enum(budgetPeriodTypes, { error: 'budget_period_invalid' });
const startDate = calendarDay({ invalid: 'budget_start_date_invalid' });
const channelType = z.enum(AD_CHANNELS, { error: 'budget_channel_invalid' });

export const channelBudgetInputSchema = z
  .strictObject({
    /** An existing channel budget of this budget (on a change); left out for a new one. */
    id: z.string().optional(),
    channel: channelType,
    allocated: allocatedBudget,
    targetCpa: targetCpa.nullable().optional(),
    targetRoas: targetRoas.nullable().optional(),
    isActive: z.boolean().default(true),
  })
  .meta({ id: 'ChannelBudgetInput' });
export type ChannelBudgetInput = z.input<typeof channelBudgetInputSchema>;
export type ChannelBudgetInputParsed = z.output<typeof channelBudgetInputSchema>;

/**
 * The channel budgets of one budget: each channel once, and together they may not plan more than
 * the budget's total (less is fine: the rest is a reserve).
 */
const channelBudgets = z
  .array(channelBudgetInputSchema)
  .max(AD_CHANNELS.length)
  .refine((channels) => new Set(channels.map((c) => c.channel)).size === channels.length, {
    error: 'budget_channel_duplicate',
  });

function allocationsFit(input: { totalBudget?: number; channels?: { allocated: number }[] }) {
  if (input.totalBudget === undefined || input.channels === undefined) return true;
  const allocated = input.channels.reduce((sum, channel) => sum + Math.round(channel.allocated * 100), 0);
  return allocated <= Math.round(input.totalBudget * 100);
}

export const createBudgetSchema = z
  .strictObject({
    name: budgetName,
    totalBudget,
    periodType: periodType.default('monthly'),
    /** The first day of the first period. */
    startDate,
    isActive: z.boolean().default(true),
    channels: channelBudgets.default([]),
  })
  .refine(allocationsFit, { error: 'budget_allocation_exceeds_total', path: ['channels'] })
  .meta({ id: 'CreateBudget' });
export type CreateBudget = z.input<typeof createBudgetSchema>;
export type CreateBudgetParsed = z.output<typeof createBudgetSchema>;

/**
 * A change of a budget. `channels`, when given, is the budget's whole new set of channel budgets:
 * items with an `id` change that channel budget, items without one are added, and channel budgets
 * left out are removed (with their alerts). The total check also runs on the server against the
 * stored total or channels when only one of the two is sent.
 */
export const updateBudgetSchema = z
  .strictObject({
    name: budgetName.optional(),
    totalBudget: totalBudget.optional(),
    periodType: periodType.optional(),
    startDate: startDate.optional(),
    isActive: z.boolean().optional(),
    channels: channelBudgets.optional(),
  })
  .refine(allocationsFit, { error: 'budget_allocation_exceeds_total', path: ['channels'] })
  .meta({ id: 'UpdateBudget' });
export type UpdateBudget = z.input<typeof updateBudgetSchema>;
export type UpdateBudgetParsed = z.output<typeof updateBudgetSchema>;

export const channelBudgetSchema = z
  .object({
    id: z.uuid(),
    channel: z.enum(AD_CHANNELS),
    allocated: z.number(),
    targetCpa: z.number().nullable(),
    targetRoas: z.number().nullable(),
    isActive: z.boolean(),
  })
  .meta({ id: 'ChannelBudget' });
export type ChannelBudget = z.infer<typeof channelBudgetSchema>;

export const budgetSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    totalBudget: z.number(),
    periodType: z.enum(budgetPeriodTypes),
    startDate: z.string(),
    /** Always the shop's currency: ad spend is only kept in it. */
    currency: z.string(),
    isActive: z.boolean(),
    channels: z.array(channelBudgetSchema),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Budget' });
export type Budget = z.infer<typeof budgetSchema>;

export const budgetListSchema = z
  .object({
    items: z.array(budgetSchema),
    /** Whether the shop has any ad spend at all (the page then offers to import it). */
    hasAdSpend: z.boolean(),
  })
  .meta({ id: 'BudgetList' });
export type BudgetList = z.infer<typeof budgetListSchema>;

/** A slice's figures in the period: its spend against the orders attributed to it. */
const performanceFields = {
  spent: z.number(),
  /** spent ÷ planned × 100; null when nothing is planned. */
  utilisation: z.number().nullable(),
  orders: z.number().int(),
  revenue: z.number(),
  grossProfit: z.number(),
  poas: z.number().nullable(),
  roas: z.number().nullable(),
  /** Cost per attributed order. */
  cpa: z.number().nullable(),
};

export const channelBudgetStatusSchema = z
  .object({
    ...channelBudgetSchema.shape,
    ...performanceFields,
  })
  .meta({ id: 'ChannelBudgetStatus' });
export type ChannelBudgetStatus = z.infer<typeof channelBudgetStatusSchema>;

export const budgetSuggestionSchema = z
  .object({
    /** SPEC §9: each channel's multiplier is clamped to these bounds before the total is restored. */
    clamp: z.object({ min: z.number(), max: z.number() }),
    /** The spend-weighted POAS the channels are compared to; null while no channel has a POAS. */
    averagePoas: z.number().nullable(),
    /** The sum of the current allocations, which the suggested ones keep (in whole units). */
    total: z.number(),
    channels: z.array(
      z.object({
        channelBudgetId: z.uuid(),
        channel: z.enum(AD_CHANNELS),
        poas: z.number().nullable(),
        current: z.number(),
        multiplier: z.number(),
        suggested: z.number(),
      }),
    ),
  })
  .meta({ id: 'BudgetSuggestion' });
export type BudgetSuggestion = z.infer<typeof budgetSuggestionSchema>;

export const budgetStatusSchema = z
  .object({
    budget: budgetSchema,
    /** The period holding today (in the shop's time zone), both ends included. */
    period: z.object({
      from: z.string(),
      to: z.string(),
      days: z.number().int(),
      elapsedDays: z.number().int(),
    }),
    ...performanceFields,
    /** What an even pace would have spent by today: the budget line. */
    expectedSpend: z.number(),
    channels: z.array(channelBudgetStatusSchema),
    /** The period's days up to today with the spend per covered channel (zeros included). */
    daily: z.array(
      z.object({
        day: z.string(),
        spent: z.number(),
        /** Spend per channel (keys are AD_CHANNELS values); channels without spend that day are left out. */
        byChannel: z.record(z.string(), z.number()),
      }),
    ),
    /** The period's campaigns of the covered channels by spend, at most BUDGET_CAMPAIGNS_MAX. */
    campaigns: z.array(
      z.object({
        channel: z.enum(AD_CHANNELS),
        account: z.string(),
        campaign: z.string(),
        spent: z.number(),
      }),
    ),
    /** True when more campaigns had spend than `campaigns` lists. */
    campaignsTruncated: z.boolean(),
    /** The reallocation suggestion (SPEC §9); null without active channel budgets. */
    suggestion: budgetSuggestionSchema.nullable(),
    /** Open (unresolved) alerts of the budget. */
    openAlerts: z.number().int(),
    /** When the figures were computed (they are cached for 2 minutes). */
    computedAt: z.string(),
  })
  .meta({ id: 'BudgetStatus' });
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;

export const budgetAlertSchema = z
  .object({
    id: z.uuid(),
    budgetId: z.uuid(),
    budgetName: z.string(),
    /** The channel budget the alert is about; null for the whole budget. */
    channelBudgetId: z.uuid().nullable(),
    channel: z.enum(AD_CHANNELS).nullable(),
    type: z.enum(budgetAlertTypes),
    severity: z.enum(['low', 'medium', 'high']),
    /** The alert in Czech as stored (the web app words it from the fields in the user's language). */
    message: z.string(),
    thresholdPercent: z.number(),
    currentPercent: z.number(),
    periodStart: z.string(),
    isRead: z.boolean(),
    isResolved: z.boolean(),
    createdAt: z.string(),
    resolvedAt: z.string().nullable(),
  })
  .meta({ id: 'BudgetAlert' });
export type BudgetAlert = z.infer<typeof budgetAlertSchema>;

export const budgetAlertListQuerySchema = z.object({
  /** `open` (default): unresolved alerts; `all`: resolved ones too. */
  state: z.enum(['open', 'all']).default('open'),
  budgetId: z.uuid().optional(),
});
export type BudgetAlertListQuery = z.input<typeof budgetAlertListQuerySchema>;

export const budgetAlertListSchema = z
  .object({
    items: z.array(budgetAlertSchema),
    /** Unresolved alerts, and unread among them, whatever the filter. */
    openCount: z.number().int(),
    unreadCount: z.number().int(),
  })
  .meta({ id: 'BudgetAlertList' });
export type BudgetAlertList = z.infer<typeof budgetAlertListSchema>;

/** Mark an alert read (or unread again), or resolve it; a resolved alert stays resolved. */
export const updateBudgetAlertSchema = z
  .strictObject({ isRead: z.boolean().optional(), isResolved: z.literal(true).optional() })
  .meta({ id: 'UpdateBudgetAlert' });
export type UpdateBudgetAlert = z.infer<typeof updateBudgetAlertSchema>;
