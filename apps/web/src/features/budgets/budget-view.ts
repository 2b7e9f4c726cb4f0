import {
  AD_CHANNELS,
  type AdChannel,
  type Budget,
  type BudgetPeriodTypeName,
  type BudgetStatus,
  type CreateBudget,
  createBudgetSchema,
  type ErrorCode,
  isErrorCode,
} from '@ziskomer/contracts';

/** How full a bar is drawn: from 80 % a warning, from 100 % over (SPEC §9 alert thresholds). */
export type UtilisationTone = 'none' | 'ok' | 'warning' | 'over';

export function utilisationTone(utilisation: number | null): UtilisationTone {
  if (utilisation === null) return 'none';
  if (utilisation >= 100) return 'over';
  if (utilisation >= 80) return 'warning';
  return 'ok';
}

/** The width of a utilisation bar in %: at most the full bar (overspend is shown by its colour). */
export function barWidth(utilisation: number | null): number {
  if (utilisation === null || utilisation <= 0) return 0;
  return Math.min(100, utilisation);
}

export interface SpendSeries {
  days: string[];
  /** Spend summed from the period's first day; null after today. */
  cumulative: (number | null)[];
  /** The even pace: the whole budget spread evenly over the period's days. */
  pace: number[];
}

/**
 * The spend-over-time chart of a budget: every day of the period, the spend summed up to each day
 * (the days still to come left empty), and the even pace that reaches the total on the last day.
 */
export function buildSpendSeries(
  status: Pick<BudgetStatus, 'period' | 'daily'> & { total: number },
): SpendSeries {
  const spentByDay = new Map(status.daily.map((day) => [day.day, day.spent]));
  const days: string[] = [];
  const cumulative: (number | null)[] = [];
  const pace: number[] = [];
  let running = 0;
  for (let index = 0; index < status.period.days; index += 1) {
    const day = addDays(status.period.from, index);
    days.push(day);
    pace.push(round2((status.total * (index + 1)) / status.period.days));
    if (index < status.period.elapsedDays) {
      running += spentByDay.get(day) ?? 0;
      cumulative.push(round2(running));
    } else cumulative.push(null);
  }
  return { days, cumulative, pace };
}

/** The create / edit form as typed: amounts are text until saved ('12 500', '12 500,50'). */
export interface BudgetForm {
  name: string;
  totalBudget: string;
  periodType: BudgetPeriodTypeName;
  startDate: string;
  isActive: boolean;
  channels: ChannelForm[];
}

export interface ChannelForm {
  /** The stored channel budget being edited; undefined for a new row. */
  id?: string;
  channel: AdChannel;
  allocated: string;
  targetCpa: string;
  targetRoas: string;
  isActive: boolean;
}

/** A new budget: monthly from the first day of this month, no channels yet. */
export function emptyBudgetForm(today: string): BudgetForm {
  return {
    name: '',
    totalBudget: '',
    periodType: 'monthly',
    startDate: `${today.slice(0, 7)}-01`,
    isActive: true,
    channels: [],
  };
}

export function budgetToForm(budget: Budget): BudgetForm {
  return {
    name: budget.name,
    totalBudget: formatAmountInput(budget.totalBudget),
    periodType: budget.periodType,
    startDate: budget.startDate,
    isActive: budget.isActive,
    channels: budget.channels.map((channel) => ({
      id: channel.id,
      channel: channel.channel,
      allocated: formatAmountInput(channel.allocated),
      targetCpa: channel.targetCpa === null ? '' : formatAmountInput(channel.targetCpa),
      targetRoas: channel.targetRoas === null ? '' : formatAmountInput(channel.targetRoas),
      isActive: channel.isActive,
    })),
  };
}

/** The next channel a new row gets: the first one the budget does not have yet. */
export function nextFreeChannel(channels: readonly ChannelForm[]): AdChannel | null {
  const used = new Set(channels.map((channel) => channel.channel));
  return AD_CHANNELS.find((channel) => !used.has(channel)) ?? null;
}

/**
 * An amount as people type it in Czech or English: spaces (also non-breaking) as thousands
 * separators and a decimal comma or point ('12 500,50', '12,500.50' is not accepted: one separator
 * kind only). Returns NaN for anything else, so the contract's check names the field.
 */
export function parseAmount(text: string): number {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?\d+([.,]\d+)?$/.test(compact)) return Number.NaN;
  return Number(compact.replace(',', '.'));
}

function formatAmountInput(value: number): string {
  return String(value).replace('.', ',');
}

/** Field → error code: 'name', 'totalBudget', 'startDate', 'channels' (the sum), 'channels.1.allocated'… */
export type FormErrors = Record<string, ErrorCode>;

/**
 * Checks the form with the API's own contract (the same rules and error codes the server applies)
 * and returns either the request body or the error code of each invalid field.
 */
export function readBudgetForm(
  form: BudgetForm,
): { input: CreateBudget; errors: null } | { input: null; errors: FormErrors } {
  const optional = (text: string) => (text.trim() === '' ? null : parseAmount(text));
  const input = {
    name: form.name,
    totalBudget: parseAmount(form.totalBudget),
    periodType: form.periodType,
    startDate: form.startDate,
    isActive: form.isActive,
    channels: form.channels.map((channel) => ({
      ...(channel.id ? { id: channel.id } : {}),
      channel: channel.channel,
      allocated: parseAmount(channel.allocated),
      targetCpa: optional(channel.targetCpa),
      targetRoas: optional(channel.targetRoas),
      isActive: channel.isActive,
    })),
  };
  const parsed = createBudgetSchema.safeParse(input);
  if (parsed.success) return { input: parsed.data, errors: null };
  const errors: FormErrors = {};
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (errors[path] === undefined)
      errors[path] = isErrorCode(issue.message) ? issue.message : 'validation_failed';
  }
  return { input: null, errors };
}

/** The sum of the channel amounts typed so far (rows that are not numbers yet count as 0). */
export function allocatedTotal(channels: readonly ChannelForm[]): number {
  return round2(
    channels.reduce((sum, channel) => {
      const value = parseAmount(channel.allocated);
      return sum + (Number.isFinite(value) ? value : 0);
    }, 0),
  );
}

/** The change a suggestion makes to a channel: suggested − current, and as a share of current. */
export function suggestionChange(
  current: number,
  suggested: number,
): { amount: number; share: number | null } {
  return { amount: round2(suggested - current), share: current > 0 ? (suggested - current) / current : null };
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
