import type { AgencyOverview, AgencyShopRow } from '@ziskomer/contracts';
import { toAgencyFigures } from './to-agency-figures.ts';

/**
 * The totals over exactly the given rows, one per currency: korunas and euros are never added
 * together. The currency with the most shops comes first (then alphabetically).
 */
export function sumAgencyTotals(rows: readonly AgencyShopRow[]): AgencyOverview['totals'] {
  const byCurrency = new Map<string, AgencyShopRow[]>();
  for (const row of rows) {
    const group = byCurrency.get(row.shop.currency) ?? [];
    group.push(row);
    byCurrency.set(row.shop.currency, group);
  }
  return [...byCurrency.entries()]
    .map(([currency, group]) => ({
      currency,
      shopCount: group.length,
      figures: toAgencyFigures(group.map((row) => row.figures)),
      previous: toAgencyFigures(group.map((row) => row.previous)),
    }))
    .sort((a, b) => b.shopCount - a.shopCount || a.currency.localeCompare(b.currency));
}
