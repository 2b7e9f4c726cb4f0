import {
  type AcquisitionGroup,
  customerAcquisitionReportContract,
  RETENTION_WINDOWS,
  type RetentionRate,
} from '@ziskomer/contracts';
import { listBuckets, topKeys } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { type AcquisitionTotalsRow, queryAcquisitionGroups } from '../queries/acquisition-groups.ts';
import { queryAcquisitionTrend } from '../queries/acquisition-trend.ts';

/** SPEC §9: top lists hold 10; the rest is summed as "other". */
const TOP = 10;

/** New customers by the source and campaign of their first order, and how many came back. */
export const customerAcquisitionReport = defineReport({
  ...customerAcquisitionReportContract,
  async run(ctx) {
    const observedThrough = ctx.meta.lastOrderDay;
    const buckets = listBuckets(ctx.period, ctx.granularity);
    const empty = group(null, 0, 0, noWindows(), 0);
    if (!observedThrough) {
      return {
        observedThrough,
        totals: empty,
        sources: [],
        campaigns: [],
        trend: trendOf(buckets, [], [], []),
      };
    }
    const rows = await queryAcquisitionGroups(ctx.db, ctx.shopId, ctx.period, observedThrough);
    const all = rows.find((row) => row.dimension === 'all');
    const total = all?.newCustomers ?? 0;
    const totals = all ? toGroup(null, [all], total) : empty;
    const sources = topGroups(
      rows.filter((row) => row.dimension === 'source'),
      total,
    );
    const campaigns = topGroups(
      rows.filter((row) => row.dimension === 'campaign'),
      total,
    );
    const sourceKeys = sources.map((item) => item.key);
    const campaignKeys = campaigns.map((item) => item.key);
    const trendRows =
      total === 0
        ? []
        : await queryAcquisitionTrend(
            ctx.db,
            ctx.shopId,
            ctx.period,
            ctx.granularity,
            observedThrough,
            sourceKeys.filter((key): key is string => key !== null),
            campaignKeys.filter((key): key is string => key !== null),
          );
    return {
      observedThrough,
      totals,
      sources,
      campaigns,
      trend: trendOf(buckets, trendRows, sourceKeys, campaignKeys),
    };
  },
});

const noWindows = () => RETENTION_WINDOWS.map((days) => rate(days, 0, 0));

function rate(days: number, eligible: number, repeated: number): RetentionRate {
  return { days, eligible, repeated, rate: eligible > 0 ? repeated / eligible : null };
}

function group(
  key: string | null,
  newCustomers: number,
  total: number,
  retention: RetentionRate[],
  revenue: number,
): AcquisitionGroup {
  const rounded = Math.round(revenue * 100) / 100;
  return {
    key,
    newCustomers,
    share: total > 0 ? newCustomers / total : null,
    retention,
    revenue: rounded,
    revenuePerCustomer: newCustomers > 0 ? Math.round((revenue / newCustomers) * 100) / 100 : null,
  };
}

/** Sums rows (counts, windows and revenue are all additive) into one group. */
function toGroup(key: string | null, rows: AcquisitionTotalsRow[], total: number): AcquisitionGroup {
  const windows = (rows[0]?.retention ?? []).map((window, index) =>
    rate(
      window.days,
      rows.reduce((sum, row) => sum + (row.retention[index]?.eligible ?? 0), 0),
      rows.reduce((sum, row) => sum + (row.retention[index]?.repeated ?? 0), 0),
    ),
  );
  return group(
    key,
    rows.reduce((sum, row) => sum + row.newCustomers, 0),
    total,
    windows,
    rows.reduce((sum, row) => sum + row.revenue, 0),
  );
}

/** The top 10 by new customers, then the rest together (key null) when there is any. */
function topGroups(rows: AcquisitionTotalsRow[], total: number): AcquisitionGroup[] {
  const keys = topKeys(
    rows.map((row) => ({ key: row.key, value: row.newCustomers })),
    TOP,
  );
  const top = keys.map((key) => toGroup(key, [rows.find((row) => row.key === key)!], total));
  const rest = rows.filter((row) => !keys.includes(row.key));
  return rest.length > 0 ? [...top, toGroup(null, rest, total)] : top;
}

/** Every bucket of the period (none missing), with counts aligned to the source and campaign lists. */
function trendOf(
  buckets: string[],
  rows: Awaited<ReturnType<typeof queryAcquisitionTrend>>,
  sourceKeys: (string | null)[],
  campaignKeys: (string | null)[],
) {
  const byBucket = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byBucket.get(row.bucket);
    if (list) list.push(row);
    else byBucket.set(row.bucket, [row]);
  }
  return buckets.map((bucket) => {
    const inBucket = byBucket.get(bucket) ?? [];
    const all = inBucket.find((row) => row.dimension === 'all');
    const count = (dimension: 'source' | 'campaign', key: string | null) =>
      inBucket.find((row) => row.dimension === dimension && row.key === key)?.newCustomers ?? 0;
    return {
      bucket,
      newCustomers: all?.newCustomers ?? 0,
      sources: sourceKeys.map((key) => count('source', key)),
      campaigns: campaignKeys.map((key) => count('campaign', key)),
      retention: all?.retention ?? noWindows(),
    };
  });
}
