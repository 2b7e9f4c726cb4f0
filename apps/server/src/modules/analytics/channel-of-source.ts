import type { AdChannel } from '@ziskomer/contracts';
import { attributeChannel } from '@ziskomer/domain';
import type { SourceFigures } from './queries/marketing-attribution.ts';

/** An ad channel, or 'unattributed' for orders no ad channel claims (direct, organic, e-mail …). */
export type AttributedChannel = AdChannel | 'unattributed';

/**
 * The channel the orders of an acquisition source (a rollup value of `selectSourceFigures`) are
 * attributed to (docs/METRICS.md "Marketing"): the one rule the marketing report and the budgets
 * share.
 */
export function channelOfSource(source: string): AttributedChannel {
  return attributeChannel({ source }) ?? 'unattributed';
}

export interface ChannelOrderFigures {
  orders: number;
  revenue: number;
  grossProfit: number;
}

/** The period's counted orders per source, summed per attributed channel. */
export function sumOrdersByChannel(
  sources: readonly SourceFigures[],
): Map<AttributedChannel, ChannelOrderFigures> {
  const totals = new Map<AttributedChannel, ChannelOrderFigures>();
  for (const source of sources) {
    const channel = channelOfSource(source.value);
    const sum = totals.get(channel) ?? { orders: 0, revenue: 0, grossProfit: 0 };
    sum.orders += source.orders;
    sum.revenue += source.revenue;
    sum.grossProfit += source.grossProfit;
    totals.set(channel, sum);
  }
  return totals;
}
