/**
 * A price as feeds write it — `1299.00 CZK` (Google), `1299`, `1 299,50` or `1299,50 Kč`
 * (Heureka, Zboží.cz) — as a decimal with two places and the currency when one was given; null
 * when it is not a price. Zero is a price (a free item), a negative amount is not.
 */
export function parseFeedPrice(text: string): { amount: string; currency: string | null } | null {
  const match = /^\s*([0-9][0-9\s\u00a0]*(?:[.,][0-9]{1,2})?)\s*([A-Za-z]{3}|Kč)?\s*$/u.exec(text);
  if (!match) return null;
  const amount = Number(match[1]!.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  if (!Number.isFinite(amount) || amount < 0) return null;
  const currency = match[2] ? (match[2] === 'Kč' ? 'CZK' : match[2].toUpperCase()) : null;
  return { amount: amount.toFixed(2), currency };
}
