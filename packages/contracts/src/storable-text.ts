/**
 * Text PostgreSQL cannot store. A `text` value may not hold U+0000 (the server refuses it with an
 * error, which used to surface as a 500), and a lone UTF-16 surrogate (`"\ud800"` in JSON) has no
 * UTF-8 form: the driver would silently store U+FFFD instead. Everything else a JavaScript string
 * can hold is valid UTF-8 once encoded, so these two are the whole rule.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding U+0000 is the point of this rule.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** True when `text` holds a character the database refuses or would alter. */
export function isUnstorableText(text: string): boolean {
  return UNSTORABLE.test(text);
}

/**
 * The path (`orders.3.customerName`) of the first string, or object key, anywhere in `value`
 * that the database could not store; `null` when there is none. Walks plain JSON-like data.
 */
export function findUnstorableText(value: unknown, path: readonly (string | number)[] = []): string | null {
  if (typeof value === 'string') return isUnstorableText(value) ? path.join('.') : null;
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findUnstorableText(value[index], [...path, index]);
      if (found !== null) return found;
    }
    return null;
  }
  // Files of a multipart form are binary by nature; their own readers judge their bytes.
  if (typeof Blob !== 'undefined' && value instanceof Blob) return null;
  for (const [key, item] of Object.entries(value)) {
    if (isUnstorableText(key)) return [...path, key.replace(UNSTORABLE_GLOBAL, '�')].join('.');
    const found = findUnstorableText(item, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

const UNSTORABLE_GLOBAL = new RegExp(UNSTORABLE.source, 'g');
