export type FlagResult = { ok: true; value: boolean | null } | { ok: false; code: 'invalid_flag' };

const TRUE = new Set([
  '1',
  'ano',
  'a',
  'yes',
  'y',
  'true',
  'pravda',
  'x',
  'zaplaceno',
  'uhrazeno',
  'paid',
  'partially_refunded',
  'refunded',
  'online',
]);
const FALSE = new Set([
  '0',
  'ne',
  'n',
  'no',
  'false',
  'nepravda',
  'nezaplaceno',
  'neuhrazeno',
  'unpaid',
  'pending',
  'authorized',
  'voided',
  'partially_paid',
  'offline',
]);

/**
 * Reads a yes/no cell: Czech and English words, 1/0, and the payment states of shop exports
 * (Shopify's `paid`, `refunded` … count as paid: the money arrived). Empty means unknown (null).
 */
export function parseFlag(text: string): FlagResult {
  const value = text.trim().toLowerCase().normalize('NFC');
  if (value === '') return { ok: true, value: null };
  if (TRUE.has(value)) return { ok: true, value: true };
  if (FALSE.has(value)) return { ok: true, value: false };
  return { ok: false, code: 'invalid_flag' };
}

/**
 * Whether an order status names a cancellation (Czech `Stornována`, `Zrušena`; English
 * `cancelled`, `canceled`, `voided`). Used when a file has a status but no cancelled column.
 */
export function isCancelledStatus(status: string): boolean {
  const value = stripDiacritics(status.toLowerCase());
  return /(storn|zrusen|cancel|voided)/.test(value);
}

/**
 * Whether an order status says the order was paid (`Zaplacena`, WooCommerce `completed` and
 * `processing`), not paid (`Nezaplacena`, `pending`, `on-hold`, `failed`), or neither (null).
 */
export function getPaidFromStatus(status: string): boolean | null {
  const value = stripDiacritics(status.toLowerCase());
  if (/\b(nezaplac|neuhrazen|unpaid|pending|on-hold|failed)/.test(value)) return false;
  if (/(zaplac|uhrazen|\bpaid\b|completed|processing|vyrizen|dokoncen)/.test(value)) return true;
  return null;
}

function stripDiacritics(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}
