const CURRENCY_SYMBOLS: Record<string, string> = { KČ: 'CZK', '€': 'EUR', $: 'USD', '£': 'GBP' };

/**
 * A currency cell → its three-letter code: `czk` → CZK, `Kč` → CZK, `€` → EUR; null when it is
 * neither a code nor a known symbol.
 */
export function parseCurrencyCode(text: string): string | null {
  const upper = text.trim().toUpperCase();
  const code = CURRENCY_SYMBOLS[upper] ?? upper;
  return /^[A-Z]{3}$/.test(code) ? code : null;
}
