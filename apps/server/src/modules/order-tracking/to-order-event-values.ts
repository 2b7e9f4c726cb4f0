import { randomUUID } from 'node:crypto';
import type { OrderEventParsed } from '@ziskomer/contracts';
import type { OrderEventProduct } from '@ziskomer/db';
import { parseOrderDate } from '@ziskomer/domain';

/** What the event row stores, after the defaults of SPEC §3 "Order-event row". */
export interface OrderEventValues {
  eventId: string;
  orderId: string;
  storeName: string;
  totalPrice: number;
  currency: string;
  source: string;
  products: OrderEventProduct[];
  trackingId: string | null;
  gclid: string | null;
  fbclid: string | null;
  orderDate: Date;
  isTest: boolean;
}

/** Why a date the sender gave cannot be used; the field it was in. */
export class OrderEventDateError extends Error {
  constructor(readonly field: 'order_date' | 'timestamp') {
    super(field);
  }
}

const NA = 'N/A';
const EARLIEST = Date.UTC(2000, 0, 1);
/** A sender's clock may run ahead a little; an order days in the future is a mistake. */
const FUTURE_SLACK_MS = 86_400_000;

/**
 * Applies the SPEC defaults: id 'unknown_<random>', order id, store name, currency and source
 * 'N/A', total 0, is_test false, and the order date from order_date, else timestamp, else the time
 * of receipt. A blank text counts as missing. A product line without quantity counts one piece,
 * without price 0, without code or name 'N/A' (SPEC is silent; docs/API.md).
 */
export function toOrderEventValues(input: OrderEventParsed, timeZone: string, now: Date): OrderEventValues {
  return {
    eventId: present(input.id) ?? `unknown_${randomUUID().replaceAll('-', '')}`,
    orderId: present(input.order_id) ?? NA,
    storeName: present(input.store_name) ?? NA,
    totalPrice: roundCents(input.total_price ?? 0),
    currency: input.currency ?? NA,
    source: present(input.source) ?? NA,
    products: (input.products ?? []).map((line) => ({
      code: present(line.code) ?? NA,
      name: present(line.name) ?? NA,
      quantity: line.quantity ?? 1,
      price: roundCents(line.price ?? 0),
    })),
    trackingId: present(input.tracking_id),
    gclid: present(input.gclid),
    fbclid: present(input.fbclid),
    orderDate: readDate(input, timeZone, now),
    isTest: input.is_test ?? false,
  };
}

function readDate(input: OrderEventParsed, timeZone: string, now: Date): Date {
  for (const field of ['order_date', 'timestamp'] as const) {
    const value = input[field];
    if (value === undefined || value === null || value === '') continue;
    const instant = toInstant(value, timeZone);
    const time = instant?.getTime() ?? Number.NaN;
    if (!instant || !(time >= EARLIEST && time <= now.getTime() + FUTURE_SLACK_MS)) {
      throw new OrderEventDateError(field);
    }
    return instant;
  }
  return now;
}

/** Unix time in seconds (below 10^11) or milliseconds; text as ISO 8601 or '31.12.2024 14:05'. */
function toInstant(value: string | number, timeZone: string): Date | null {
  if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
  const parsed = parseOrderDate(value, timeZone, 'dmy');
  return parsed.ok ? parsed.instant : null;
}

function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function roundCents(value: number): number {
  return Math.round(value * 100) / 100;
}
