import { CROSS_SELL_HUB_LABEL, type FeedRule } from '@ziskomer/contracts';
import type { FeedFields } from './feed-fields.ts';
import { getMarginLabel, type ProductProfit } from './profit-labels.ts';
import { renderFeedTemplate } from './render-feed-template.ts';

/** What the profit rules know of the shop: product figures and cross-sell hubs by product code. */
export interface FeedProfitContext {
  products: ReadonlyMap<string, ProductProfit>;
  /** Products in the shop's top pairs bought together, each list as long as a rule's `topPairs` asks. */
  hubs(topPairs: number): ReadonlySet<string>;
}

/**
 * An item's fields after the feed's rules, applied in order: each rule sees what the ones before
 * it made (a template may use a field a rename created). A rename keeps the value under the new
 * name only; a default fills a field that is missing or empty; a template overwrites.
 */
export function applyFeedTransforms(
  fields: FeedFields,
  rules: readonly FeedRule[],
  context: FeedProfitContext,
): FeedFields {
  const output: FeedFields = { ...fields };
  for (const rule of rules) {
    switch (rule.type) {
      case 'rename':
        if (rule.from !== rule.to && output[rule.from] !== undefined) {
          output[rule.to] = output[rule.from]!;
          delete output[rule.from];
        }
        break;
      case 'default':
        if (!output[rule.field]) output[rule.field] = rule.value;
        break;
      case 'template': {
        const text = renderFeedTemplate(rule.template, output);
        if (text) output[rule.field] = text;
        else delete output[rule.field];
        break;
      }
      case 'margin_label':
        output[rule.field] = getMarginLabel(context.products.get(output.id ?? ''), rule);
        break;
      case 'cross_sell_label':
        if (context.hubs(rule.topPairs).has(output.id ?? '')) output[rule.field] = CROSS_SELL_HUB_LABEL;
        break;
    }
  }
  return output;
}

/** The fields a transform changed, added or removed, sorted: the preview's diff. */
export function diffFeedFields(source: FeedFields, output: FeedFields): string[] {
  const names = new Set([...Object.keys(source), ...Object.keys(output)]);
  return [...names].filter((name) => source[name] !== output[name]).sort();
}
