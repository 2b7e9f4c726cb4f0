import {
  AD_CHANNELS,
  type AdChannel,
  type ConversionCounts,
  type ConversionMonitoringReport,
  conversionMonitoringReportContract,
  type MonitoredSeries,
  type TrackingBreakAlert,
} from '@ziskomer/contracts';
import {
  addDays,
  attributeChannel,
  type DayRange,
  detectTrackingBreaks,
  listBuckets,
  TRACKING_BREAK_RULE,
} from '@ziskomer/domain';
import { channelOfSource } from '../channel-of-source.ts';
import { defineReport } from '../define-report.ts';
import { notifyTrackingBreaks } from '../notify-tracking-breaks.ts';
import { selectDailySourceFigures } from '../queries/marketing-attribution.ts';
import { hasAnyAdSpend } from '../queries/marketing-spend.ts';
import { selectReportedConversions } from '../queries/reported-conversions.ts';
import { hasAnyTrackedEvent, selectTrackedEventGroups } from '../queries/tracked-order-events.ts';

/**
 * Days read before the period so that its first days have a usual level to compare with, and a
 * break that began before the period is found from its first day (up to eight weeks back).
 */
const LOOKBACK_DAYS = 56;

type Day = { orders: number; tracked: number; reported: number };

/**
 * /conversion-monitoring: for the whole shop and per ad channel and day, the shop's orders
 * against the orders its own tracking reported and the conversions the ad platforms reported,
 * and the days where tracking looks broken (docs/METRICS.md "Conversion monitoring"). Orders are
 * attributed to channels like the marketing report (acquisition source); events by their click
 * ids, else their source. An ongoing break raises a notification once, when the period reaches
 * today.
 */
export const conversionMonitoringReport = defineReport({
  ...conversionMonitoringReportContract,
  async run(ctx): Promise<ConversionMonitoringReport> {
    const range: DayRange = { from: addDays(ctx.period.from, -LOOKBACK_DAYS), to: ctx.period.to };
    const [sources, events, reported, hasTrackedEvents, hasAdSpend] = await Promise.all([
      selectDailySourceFigures(ctx.db, ctx.shopId, range, 'source'),
      selectTrackedEventGroups(ctx.db, ctx.shopId, range, ctx.timeZone),
      selectReportedConversions(ctx.db, ctx.shopId, range),
      hasAnyTrackedEvent(ctx.db, ctx.shopId),
      hasAnyAdSpend(ctx.db, ctx.shopId),
    ]);

    // Day figures per channel, and for the whole shop (orders and events no channel claims too).
    const channelDays = new Map(AD_CHANNELS.map((channel) => [channel, new Map<string, Day>()]));
    const shopDays = new Map<string, Day>();
    const add = (channel: AdChannel | null, day: string, part: Partial<Day>) => {
      for (const days of channel ? [channelDays.get(channel)!, shopDays] : [shopDays]) {
        const entry = days.get(day) ?? { orders: 0, tracked: 0, reported: 0 };
        entry.orders += part.orders ?? 0;
        entry.tracked += part.tracked ?? 0;
        entry.reported += part.reported ?? 0;
        days.set(day, entry);
      }
    };
    for (const row of sources) {
      const channel = channelOfSource(row.value);
      add(channel === 'unattributed' ? null : channel, row.day, { orders: row.orders });
    }
    for (const row of events) add(attributeChannel(row), row.day, { tracked: row.tracked });
    for (const row of reported) add(row.channel as AdChannel, row.day, { reported: row.conversions });

    const periodDays = listBuckets(ctx.period, 'day');
    const allDays = listBuckets(range, 'day');
    /** The breaks of one series that reach into the period: they last to its end or end in it. */
    const breaksOf = (series: MonitoredSeries, days: Map<string, Day>): TrackingBreakAlert[] =>
      detectTrackingBreaks(
        allDays.map((day) => ({
          day,
          orders: days.get(day)?.orders ?? 0,
          tracked: days.get(day)?.tracked ?? 0,
        })),
      )
        .filter((entry) => entry.ongoing || entry.lastDay >= ctx.period.from)
        .map((entry) => ({
          channel: series,
          ...entry,
          baselineShare: round(entry.baselineShare),
          startShare: round(entry.startShare),
        }));

    // The whole shop first: a snippet missing from the thank-you page shows there even when no
    // single channel has enough orders a day to tell.
    const breaks = breaksOf('all', shopDays);
    const channels: ConversionMonitoringReport['channels'] = [];
    for (const channel of AD_CHANNELS) {
      const days = channelDays.get(channel)!;
      const found = breaksOf(channel, days);
      breaks.push(...found);
      const inPeriod = periodDays.map((day) => ({ day, ...counts(days.get(day)) }));
      const totals = counts(sumDays(inPeriod));
      const isEmpty = totals.orders === 0 && totals.tracked === 0 && totals.reported === 0;
      if (!isEmpty || found.length > 0) channels.push({ channel, ...totals, days: inPeriod });
    }
    channels.sort((a, b) => b.orders - a.orders || b.tracked - a.tracked);
    // Oldest first; on the same day the whole shop before its channels (the sort is stable).
    breaks.sort((a, b) => (a.startDay < b.startDay ? -1 : a.startDay > b.startDay ? 1 : 0));

    // Only a period that reaches today tells whether a break still lasts; older views stay quiet.
    if (ctx.period.to >= ctx.today) {
      await notifyTrackingBreaks(ctx.db, { shopId: ctx.shopId, breaks, now: ctx.now });
    }

    const days = periodDays.map((day) => ({ day, ...counts(shopDays.get(day)) }));
    return {
      rule: { ...TRACKING_BREAK_RULE },
      hasTrackedEvents,
      hasAdSpend,
      totals: counts(sumDays(days)),
      days,
      channels,
      breaks,
    };
  },
});

function sumDays(days: readonly Day[]): Day {
  return days.reduce(
    (total, day) => ({
      orders: total.orders + day.orders,
      tracked: total.tracked + day.tracked,
      reported: total.reported + day.reported,
    }),
    { orders: 0, tracked: 0, reported: 0 },
  );
}

function counts(day: Day | undefined): ConversionCounts {
  const orders = day?.orders ?? 0;
  const reported = Math.round((day?.reported ?? 0) * 100) / 100;
  return {
    orders,
    tracked: day?.tracked ?? 0,
    reported,
    trackedShare: orders > 0 ? round((day?.tracked ?? 0) / orders) : null,
    reportedShare: orders > 0 ? round(reported / orders) : null,
  };
}

/** Shares to four decimals (a tenth of a per cent shown to one decimal place stays exact). */
function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
