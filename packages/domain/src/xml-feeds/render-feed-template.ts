import type { FeedFields } from './feed-fields.ts';

/**
 * A text template filled from an item: `{title} – {brand}` with each `{field}` the item's value.
 * A field the item lacks leaves nothing, and the separators around it are tidied away (no
 * `Kávovar – ` when the brand is missing), so one template fits every item.
 */
export function renderFeedTemplate(template: string, fields: FeedFields): string {
  const filled = template.replace(/\{([a-z][a-z0-9_]*)\}/g, (_, name: string) => fields[name] ?? '\uE000');
  return filled
    .replace(/\s*[–\-|,:/]\s*\uE000/g, '')
    .replace(/\uE000\s*[–\-|,:/]\s*/g, '')
    .replace(/\uE000/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}
