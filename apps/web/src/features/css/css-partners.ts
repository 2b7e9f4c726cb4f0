/**
 * A few well-known CSS providers that serve shops in Czechia. Deliberately short and factual (who
 * they are, nothing about prices or results); Google's directory lists them all.
 */
export const CSS_PARTNERS = [
  { id: 'google', name: 'Google Shopping', url: 'https://www.google.com/retail/' },
  { id: 'heureka', name: 'Heureka CSS', url: 'https://www.heureka.cz/' },
  { id: 'kelkoo', name: 'Kelkoo Group', url: 'https://www.kelkoogroup.com/' },
] as const;

/** Google's own directory of every CSS partner, with their countries and services. */
export const CSS_DIRECTORY_URL = 'https://comparisonshoppingpartners.withgoogle.com/';

/** Google Merchant Center help on the CSS programme. */
export const CSS_HELP_URL = 'https://support.google.com/merchants/answer/7558973';
