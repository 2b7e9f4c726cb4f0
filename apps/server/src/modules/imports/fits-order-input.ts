import type { Order, OrderInput } from '@ziskomer/contracts';

/**
 * True when `orderInputSchema` would accept the order unchanged: every string already trimmed and
 * within its length, every number finite and within its range, the defaults already filled in.
 * The import asks this first for each of its millions of orders and runs the zod schema only for
 * the few it refuses, to name the problems; a test checks that both always agree. Whatever this
 * accepts is exactly what the schema would return, so it can be used as the parsed order.
 */
export function fitsOrderInput(order: OrderInput): order is Order {
  if (!text(order.orderId, 1, 100) || !text(order.orderDate, 10, 40)) return false;
  if (!optionalText(order.customerEmail, 320) || !optionalText(order.customerName, 200)) return false;
  if (!optionalText(order.customerPhone, 50) || !optionalText(order.customerCity, 200)) return false;
  if (!optionalText(order.customerCountry, 100) || !optionalText(order.customerZip, 20)) return false;
  if (!inRange(order.revenue, 0, 1_000_000_000)) return false;
  if (!optionalInRange(order.margin, -1_000_000_000, 1_000_000_000)) return false;
  if (typeof order.currency !== 'string' || !/^[A-Z]{3}$/.test(order.currency)) return false;
  if (!optionalBoolean(order.paid) || !optionalBoolean(order.online)) return false;
  if (typeof order.cancelled !== 'boolean') return false;
  if (!optionalText(order.status, 100) || !optionalText(order.paymentMethod, 200)) return false;
  if (!optionalText(order.shippingMethod, 200) || !optionalText(order.acquisitionSource, 200)) return false;
  if (!optionalText(order.acquisitionCampaign, 200)) return false;
  const items = order.items;
  if (!Array.isArray(items) || items.length > 1000) return false;
  for (const item of items) {
    if (!optionalText(item.productCode, 200) || !text(item.productName, 1, 500)) return false;
    if (!optionalText(item.category, 200)) return false;
    if (typeof item.quantity !== 'number' || !(item.quantity > 0) || item.quantity > 1_000_000) return false;
    if (!inRange(item.unitPrice, 0, 1_000_000_000)) return false;
    if (!optionalInRange(item.margin, -1_000_000_000, 1_000_000_000)) return false;
  }
  return true;
}

/** A string the schema keeps as it is: trimmed already, and of an allowed length. */
function text(value: unknown, min: number, max: number): boolean {
  return (
    typeof value === 'string' &&
    value.length >= min &&
    value.length <= max &&
    (value.length === 0 || value === value.trim())
  );
}

function optionalText(value: unknown, max: number): boolean {
  return value === null || value === undefined || text(value, 0, max);
}

function inRange(value: unknown, min: number, max: number): boolean {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

function optionalInRange(value: unknown, min: number, max: number): boolean {
  return value === null || value === undefined || inRange(value, min, max);
}

function optionalBoolean(value: unknown): boolean {
  return value === null || value === undefined || typeof value === 'boolean';
}
