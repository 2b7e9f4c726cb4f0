/** SPEC §9 default budget alerts. */
export const BUDGET_ALERT_DEFAULTS = [
  { type: 'budget_warning', thresholdPercent: 80, severity: 'medium' },
  { type: 'budget_exceeded', thresholdPercent: 100, severity: 'high' },
  { type: 'low_performance', thresholdPercent: 50, severity: 'medium' },
] as const;
export type BudgetAlertType = (typeof BUDGET_ALERT_DEFAULTS)[number]['type'];
export type AlertSeverity = 'low' | 'medium' | 'high';

export interface BudgetAlert {
  type: BudgetAlertType;
  severity: AlertSeverity;
  thresholdPercent: number;
  currentPercent: number;
}

/**
 * The alerts a budget raises now. Utilisation = spent ÷ allocated × 100: from 80 % a warning,
 * from 100 % 'exceeded' instead (one alert, the stronger). Performance = actual ROAS ÷ target
 * ROAS × 100 (or target CPA ÷ actual CPA × 100 when only a CPA target is set): below 50 % the
 * budget is 'low_performance'. Performance is judged only once 10 % of the budget is spent, so
 * the first clicks of a month do not raise alarms.
 */
export function evaluateBudgetAlerts(budget: {
  allocated: number;
  spent: number;
  revenue?: number;
  orders?: number;
  targetRoas?: number | null;
  targetCpa?: number | null;
}): BudgetAlert[] {
  const alerts: BudgetAlert[] = [];
  if (budget.allocated <= 0) return alerts;
  const utilisation = (budget.spent / budget.allocated) * 100;
  const [warning, exceeded, low] = BUDGET_ALERT_DEFAULTS;
  if (utilisation >= exceeded.thresholdPercent) alerts.push(alertOf(exceeded, utilisation));
  else if (utilisation >= warning.thresholdPercent) alerts.push(alertOf(warning, utilisation));

  const performance = performancePercent(budget);
  if (performance !== null && utilisation >= 10 && performance < low.thresholdPercent) {
    alerts.push(alertOf(low, performance));
  }
  return alerts;
}

function performancePercent(budget: {
  spent: number;
  revenue?: number;
  orders?: number;
  targetRoas?: number | null;
  targetCpa?: number | null;
}): number | null {
  if (budget.spent <= 0) return null;
  if (budget.targetRoas && budget.targetRoas > 0 && budget.revenue !== undefined) {
    return (budget.revenue / budget.spent / budget.targetRoas) * 100;
  }
  if (budget.targetCpa && budget.targetCpa > 0 && budget.orders !== undefined) {
    if (budget.orders === 0) return 0;
    return (budget.targetCpa / (budget.spent / budget.orders)) * 100;
  }
  return null;
}

function alertOf(
  rule: { type: BudgetAlertType; thresholdPercent: number; severity: AlertSeverity },
  currentPercent: number,
): BudgetAlert {
  return {
    type: rule.type,
    severity: rule.severity,
    thresholdPercent: rule.thresholdPercent,
    currentPercent: Math.round(currentPercent * 10) / 10,
  };
}

/** SPEC §9: the optimisation multiplier of a channel is clamped to 0.5–2. */
export const OPTIMISATION_CLAMP = { min: 0.5, max: 2 } as const;

/**
 * The suggested reallocation (SPEC §9): each channel's multiplier is its POAS relative to the
 * spend-weighted POAS of all channels, clamped to 0.5–2; the new allocations are then scaled so
 * their total equals the original total. A channel without a POAS (no spend yet) keeps
 * multiplier 1. Returns allocations rounded to whole units whose sum is exactly the total.
 */
export function suggestReallocation(
  channels: { id: string; allocated: number; poas: number | null; spent: number }[],
): { id: string; multiplier: number; suggested: number }[] {
  const total = channels.reduce((sum, channel) => sum + channel.allocated, 0);
  const measured = channels.filter((channel) => channel.poas !== null && channel.spent > 0);
  const spend = measured.reduce((sum, channel) => sum + channel.spent, 0);
  const average = spend > 0 ? measured.reduce((sum, c) => sum + (c.poas ?? 0) * c.spent, 0) / spend : null;
  const multipliers = channels.map((channel) => {
    if (channel.poas === null || channel.spent <= 0 || average === null || average <= 0) return 1;
    return clamp(channel.poas / average, OPTIMISATION_CLAMP.min, OPTIMISATION_CLAMP.max);
  });
  const raw = channels.map((channel, index) => channel.allocated * multipliers[index]!);
  const rawTotal = raw.reduce((sum, value) => sum + value, 0);
  const scaled = raw.map((value) => (rawTotal > 0 ? (value * total) / rawTotal : 0));
  const rounded = roundKeepingTotal(scaled, Math.round(total));
  return channels.map((channel, index) => ({
    id: channel.id,
    multiplier: Math.round(multipliers[index]! * 100) / 100,
    suggested: rounded[index]!,
  }));
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** Rounds each value down, then gives the remaining units to the largest remainders. */
function roundKeepingTotal(values: number[], total: number): number[] {
  const floors = values.map(Math.floor);
  let remaining = total - floors.reduce((sum, value) => sum + value, 0);
  const order = values
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (remaining <= 0) break;
    floors[index]! += 1;
    remaining -= 1;
  }
  return floors;
}
