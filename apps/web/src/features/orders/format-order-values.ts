import { formatMoney, formatNumber } from '../../lib/format.ts';
import { getLanguage } from '../../lib/i18n.ts';

/**
 * An order amount to the haléř (the order form and an order's lines, where a unit price is what
 * the shop charged) in the order's own currency; a currency code Intl does not accept still
 * shows, after the number.
 */
export function formatOrderMoney(value: number, currency: string, fractionDigits = 2): string {
  try {
    return formatMoney(value, currency, fractionDigits);
  } catch {
    return `${formatNumber(value, fractionDigits)} ${currency}`;
  }
}

/**
 * An order total in whole korunas (or euros), as every overview and report of the product shows
 * money: the orders browser lists orders beside those reports and must read the same.
 */
export function formatOrderTotal(value: number, currency: string): string {
  return formatOrderMoney(value, currency, 0);
}

/** A line quantity: whole pieces without decimals, weights and lengths with the decimals they have (max. 3). */
export function formatQuantity(value: number): string {
  const decimals = Number.isInteger(value) ? 0 : Math.min(3, String(value).split('.')[1]?.length ?? 0);
  return formatNumber(value, decimals);
}

/** The time of day (22:24) in the shop's time zone, for a table that shows the date above it. */
export function formatTime(value: string | Date, timeZone: string): string {
  const locale = getLanguage() === 'en' ? 'en-GB' : 'cs-CZ';
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(value));
}
