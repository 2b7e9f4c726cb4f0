import { type OrderInput, orderInputSchema } from '@ziskomer/contracts';
import type { PlatformOrder } from './eshop-platform-client.ts';

/**
 * A platform's order, mapped to the canonical input, checked by the same schema the orders API
 * checks: an order the platform holds malformed (no id, a negative total, an impossible line) is
 * left out with its reason, and the rest of the page is kept.
 */
export function toPlatformOrder(ref: string, changedAt: string, input: OrderInput): PlatformOrder {
  const parsed = orderInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, ref, reason: `${issue?.path.join('.') || 'order'}: ${issue?.message ?? 'invalid'}` };
  }
  return { ok: true, order: parsed.data, changedAt };
}

/** A number the platform sent as a number or a decimal string; null when missing or unreadable. */
export function readAmount(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const amount = typeof value === 'number' ? value : Number(String(value).replace(',', '.'));
  return Number.isFinite(amount) ? amount : null;
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

/** A line's margin from its unit price and unit cost, when the platform knows the cost. */
export function lineMargin(quantity: number, unitPrice: number, unitCost: number | null): number | null {
  return unitCost === null ? null : round2(quantity * (unitPrice - unitCost));
}

/** An ISO time with a `+0100` offset (Shoptet's) in the `+01:00` form the orders' date parser reads. */
export function isoWithColon(value: string): string {
  return value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2');
}

/** A sub-object of an unknown JSON value, or an empty one. */
export function objectAt(value: unknown, key: string): Record<string, unknown> {
  const child = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return child && typeof child === 'object' && !Array.isArray(child)
    ? (child as Record<string, unknown>)
    : {};
}

export function textAt(value: Record<string, unknown>, key: string): string | null {
  const child = value[key];
  if (typeof child === 'string') return child;
  if (typeof child === 'number') return String(child);
  return null;
}
