/** Lower-case text without diacritics, so "kava" finds "Káva" and "cerny" "Černý čaj". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether a product matches a search: every word of the query in its name or code. */
export function matchesProduct(product: { key: string; name: string }, query: string): boolean {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${foldText(product.name)} ${foldText(product.key)}`;
  return words.every((word) => haystack.includes(word));
}
