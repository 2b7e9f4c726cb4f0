import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type {
  AgencyShopRow,
  BudgetStatus,
  CustomerAcquisitionReport,
  CustomerCohortsReport,
  CustomerRepeatOrdersReport,
  ShopSummary,
} from '@ziskomer/contracts';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AgencySparkline } from '../../features/agency/agency-sparkline.tsx';
import { ChannelTrendCard } from '../../features/analytics/conversion-monitoring/channel-trend-card.tsx';
import { CustomerTrendCard } from '../../features/analytics/customers/customer-trend-card.tsx';
import { SpendTrendCard } from '../../features/analytics/marketing/spend-trend-card.tsx';
import { OrdersTrendCard } from '../../features/analytics/orders/orders-trend-card.tsx';
import { CategoryTrendCard } from '../../features/analytics/products/category-trend-card.tsx';
import { AcquisitionTrendCard } from '../../features/analytics/retention/acquisition-trend-card.tsx';
import { CohortMapCard } from '../../features/analytics/retention/cohort-map-card.tsx';
import { RepeatCohortsCard } from '../../features/analytics/retention/repeat-cohorts-card.tsx';
import { RetentionTrendCard } from '../../features/analytics/retention/retention-trend-card.tsx';
import { SpendChartCard } from '../../features/budgets/spend-chart-card.tsx';
import { ChannelDaysChart } from '../../features/connections/channel-days-chart.tsx';
import { RevenueTrendCard } from '../../features/home/revenue-trend-card.tsx';
import '../../lib/i18n.ts';
import { TooltipProvider } from '../ui/tooltip.tsx';
import { type ChartOption, chartTheme } from './echart.tsx';

/*
 * Every time chart of the app — a chart whose axis runs through calendar days, weeks or months of
 * the shop — marks the bucket holding today (the shop's zone) as not finished: its figures are
 * what came in so far, and drawn like a finished day they read as a fall that did not happen
 * (issue 13, "Today drags charts to zero"). The charts are rendered as the pages render them, with
 * the chart component replaced by one that keeps what it was given, and their options built.
 * Every file that draws a chart is listed below either as a time chart, tested, or as another
 * kind of chart with the reason: a new chart cannot slip past unclassified.
 */

const drawn = vi.hoisted(() => [] as { build: (theme: unknown) => unknown; label: string }[]);
vi.mock('./echart.tsx', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./echart.tsx')>()),
  EChart: (props: { build: (theme: unknown) => unknown; label: string }) => {
    drawn.push(props);
    return null;
  },
}));

const TODAY = '2026-11-27';
const TOMORROW = '2026-11-28';
const DAYS = ['2026-11-25', '2026-11-26', '2026-11-27'];
const MONTHS = ['2026-09-01', '2026-10-01', '2026-11-01'];
const DAY_LABEL = 'Dnes – neúplný den';
const MONTH_LABEL = 'Tento měsíc – neúplný';

/** The charts a page gives the chart component, built in the light theme. */
function draw(element: ReactElement): { option: ChartOption; label: string }[] {
  drawn.length = 0;
  renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <TooltipProvider>{element}</TooltipProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  expect(drawn.length).toBeGreaterThan(0);
  return drawn.map((chart) => ({
    option: chart.build(chartTheme(false)) as ChartOption,
    label: chart.label,
  }));
}

type Area = [{ xAxis: number; name?: string }, { xAxis: number }];
interface SeriesOption {
  type?: string;
  data?: unknown[];
  markArea?: { data?: Area[] };
  lineStyle?: { type?: string };
}

/** The shaded areas of a chart's series that end at a bucket. */
function areasEndingAt(option: ChartOption, index: number): Area[] {
  const series = (option.series ?? []) as SeriesOption[];
  return series.flatMap((one) => one.markArea?.data ?? []).filter((area) => area[1].xAxis === index);
}

/** Whether a series draws the bucket unlike a finished one: a faint bar, a hollow point, a dashed stretch. */
function drawsApart(one: SeriesOption, index: number): boolean {
  const point = one.data?.[index];
  if (point !== null && typeof point === 'object') {
    const style = point as { itemStyle?: { opacity?: number }; symbol?: string };
    return (style.itemStyle?.opacity ?? 1) < 1 || style.symbol === 'emptyCircle';
  }
  return one.lineStyle?.type === 'dashed' && point !== null && point !== undefined;
}

function expectMarked(chart: { option: ChartOption; label: string }, index: number, label: string) {
  const areas = areasEndingAt(chart.option, index);
  expect(areas, 'a shaded area ends at today').toHaveLength(1);
  const [start] = areas[0]!;
  // The area is today's bucket (on a line, the stretch from the day before that today draws).
  expect(start.xAxis).toBeGreaterThanOrEqual(index - 1);
  // Named on the chart, or — a sparkline without room for it — in the chart's accessible name.
  expect(
    start.name === label || chart.label.includes(label.split(' – ')[1]!),
    'says it is not finished',
  ).toBe(true);
  const series = (chart.option.series ?? []) as SeriesOption[];
  expect(series.some((one) => drawsApart(one, index))).toBe(true);
}

function expectUnmarked(chart: { option: ChartOption }) {
  const series = (chart.option.series ?? []) as SeriesOption[];
  expect(series.flatMap((one) => one.markArea?.data ?? [])).toEqual([]);
}

const summary = (to: string): ShopSummary => ({
  from: DAYS[0]!,
  to,
  currency: 'CZK',
  current: {} as ShopSummary['current'],
  previous: {} as ShopSummary['previous'],
  daily: DAYS.map((day, at) => ({ day, revenue: at === 2 ? 900 : 12_000, orders: 3, margin: 3_000 })),
  hasOrders: true,
  hasAdSpend: true,
  lastOrderDay: to,
  refreshedAt: '2026-11-27T09:00:00.000Z',
  refreshPending: false,
  refreshProgress: null,
});

const acquisition: CustomerAcquisitionReport = {
  observedThrough: TODAY,
  totals: {
    key: null,
    newCustomers: 30,
    share: 1,
    retention: [30, 90, 180].map((days) => ({ days, eligible: 0, repeated: 0, rate: null })),
    revenue: 30_000,
    revenuePerCustomer: 1_000,
  },
  sources: [
    {
      key: 'google',
      newCustomers: 30,
      share: 1,
      retention: [30, 90, 180].map((days) => ({ days, eligible: 0, repeated: 0, rate: null })),
      revenue: 30_000,
      revenuePerCustomer: 1_000,
    },
  ],
  campaigns: [],
  trend: DAYS.map((bucket, at) => ({
    bucket,
    newCustomers: at === 2 ? 1 : 14,
    sources: [at === 2 ? 1 : 14],
    campaigns: [],
    retention: [30, 90, 180].map((days) => ({
      days,
      eligible: 14,
      repeated: at === 2 ? 0 : 3,
      rate: at === 2 ? 0 : 3 / 14,
    })),
  })),
};

const repeatOrders = {
  cohorts: MONTHS.map((cohortMonth, at) => ({
    cohortMonth,
    customers: 40,
    repeatCustomers: at === 2 ? 1 : 12,
    repeatRate: at === 2 ? 1 / 40 : 12 / 40,
  })),
} as CustomerRepeatOrdersReport;

/** Each time chart, drawn with its last bucket holding `today`, and the index of today's bucket. */
const TIME_CHARTS: Record<
  string,
  { draw: (today: string) => ReactElement; todayAt: number; label: string; alwaysToday?: true }
> = {
  'features/home/revenue-trend-card.tsx': {
    // The home's 30 days always end today.
    draw: (today) => <RevenueTrendCard summary={summary(today)} />,
    todayAt: 2,
    label: DAY_LABEL,
    alwaysToday: true,
  },
  'features/analytics/orders/orders-trend-card.tsx': {
    draw: (today) => (
      <OrdersTrendCard
        trend={DAYS.map((bucket, at) => ({
          bucket,
          revenue: at === 2 ? 900 : 12_000,
          margin: 3_000,
          orders: 3,
        }))}
        previousTrend={DAYS.map((bucket) => ({ bucket, revenue: 11_000, margin: 2_800, orders: 3 }))}
        granularity="day"
        currency="CZK"
        today={today}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/marketing/spend-trend-card.tsx': {
    draw: (today) => (
      <SpendTrendCard
        trend={DAYS.map((bucket, at) => ({
          bucket,
          adSpend: 1_000,
          revenue: at === 2 ? 900 : 12_000,
          grossProfit: at === 2 ? 200 : 3_000,
          poas: at === 2 ? 0.2 : 3,
          roas: 12,
        }))}
        granularity="day"
        currency="CZK"
        breakEvenPoas={1}
        today={today}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/customers/customer-trend-card.tsx': {
    draw: (today) => (
      <CustomerTrendCard
        trend={DAYS.map((bucket, at) => ({
          bucket,
          newOrders: at === 2 ? 1 : 8,
          newRevenue: 8_000,
          returningOrders: 4,
          returningRevenue: 4_000,
        }))}
        granularity="day"
        currency="CZK"
        today={today}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/products/category-trend-card.tsx': {
    draw: (today) => (
      <CategoryTrendCard
        trend={{
          buckets: DAYS,
          series: [{ category: 'Káva', revenue: [9_000, 9_500, 700], margin: [2_700, 2_800, 200] }],
        }}
        granularity="day"
        currency="CZK"
        today={today}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/conversion-monitoring/channel-trend-card.tsx': {
    draw: (today) => (
      <ChannelTrendCard
        channel={{
          channel: 'all',
          trackedShare: 0.9,
          days: DAYS.map((day, at) => ({
            day,
            orders: at === 2 ? 1 : 10,
            tracked: at === 2 ? 1 : 9,
            reported: 8,
            trackedShare: 0.9,
            reportedShare: 0.8,
          })),
        }}
        breaks={[]}
        today={today}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/retention/acquisition-trend-card.tsx': {
    draw: (today) => (
      <AcquisitionTrendCard data={acquisition} dimension="source" granularity="day" today={today} />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/retention/retention-trend-card.tsx': {
    draw: (today) => <RetentionTrendCard data={acquisition} granularity="day" today={today} />,
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/analytics/retention/repeat-cohorts-card.tsx': {
    // Month cohorts: the month holding today (27 November) is November's.
    draw: (today) => <RepeatCohortsCard data={repeatOrders} today={today === TODAY ? today : '2026-12-01'} />,
    todayAt: 2,
    label: MONTH_LABEL,
  },
  'features/connections/channel-days-chart.tsx': {
    // Sklik, Heureka and Zboží.cz pages: today from the clock, in the shop's zone.
    draw: () => (
      <ChannelDaysChart
        days={DAYS.map((day, at) => ({
          day,
          cost: at === 2 ? 40 : 400,
          impressions: 0,
          clicks: 0,
          conversions: 0,
          conversionValue: at === 2 ? 0 : 2_000,
        }))}
        currency="CZK"
        timeZone="Europe/Prague"
        labels={{ cost: 'Náklady', conversionValue: 'Hodnota konverzí', chart: 'Sklik' }}
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/agency/agency-sparkline.tsx': {
    draw: () => (
      <AgencySparkline
        row={
          {
            shop: { id: '7d3f2a1e-0000-4000-8000-000000000001' },
            granularity: 'day',
            trend: DAYS.map((bucket, at) => ({
              bucket,
              revenue: at === 2 ? 900 : 12_000,
              grossProfit: 3_000,
              adSpend: 1_000,
            })),
          } as AgencyShopRow
        }
        label="Tržby"
      />
    ),
    todayAt: 2,
    label: DAY_LABEL,
  },
  'features/budgets/spend-chart-card.tsx': {
    // The budget's period holds today by definition: its 27th day of 30.
    draw: () => (
      <SpendChartCard
        status={
          {
            budget: { currency: 'CZK', totalBudget: 30_000 },
            period: { from: '2026-11-01', to: '2026-11-30', days: 30, elapsedDays: 27 },
            daily: Array.from({ length: 27 }, (_, at) => ({
              day: `2026-11-${String(at + 1).padStart(2, '0')}`,
              spent: at === 26 ? 100 : 1_000,
              byChannel: {},
            })),
          } as unknown as BudgetStatus
        }
      />
    ),
    todayAt: 26,
    label: DAY_LABEL,
    alwaysToday: true,
  },
};

/** Charts whose axis is not a run of the shop's calendar days, weeks or months. */
const OTHER_CHARTS: Record<string, string> = {
  'features/analytics/retention/cohort-map-card.tsx':
    'a heatmap of cohorts × months since the first order: the cells of the month under way are drawn faint (tested below)',
  'features/analytics/retention/cohort-curve-card.tsx':
    'months since the first order, averaged over cohorts; the month under way is left out of the averages (cohort-matrix test)',
  'features/analytics/clv/clv-alive-card.tsx': 'customers by probability of being alive',
  'features/analytics/clv/clv-distribution-card.tsx': 'customers by predicted value',
  'features/analytics/customers/distribution-card.tsx': 'customers by tier and churn risk',
  'features/analytics/customers/pareto-card.tsx': 'cumulative share of customers against revenue',
  'features/analytics/customers/quintiles-card.tsx': 'customer quintiles',
  'features/analytics/customers/rfm-treemap-card.tsx': 'RFM segments',
  'features/analytics/journey/journey-sankey-card.tsx': 'flows between acquisition sources',
  'features/analytics/journey/path-lengths-card.tsx': 'customers by the length of their path',
  'features/analytics/orders/mix-card.tsx': 'the mix of payment and shipping',
  'features/analytics/products/category-margin-card.tsx': 'categories',
  'features/analytics/products/category-performance-card.tsx': 'categories',
  'features/analytics/products/margin-scatter-card.tsx': 'products by revenue and margin',
  'features/analytics/products/pair-strength-card.tsx': 'product pairs',
  'features/analytics/retention/order-counts-card.tsx': 'customers by number of orders',
  'features/analytics/retention/order-gaps-card.tsx': 'days between orders',
  'features/analytics/timing/order-gaps-card.tsx': 'days between orders',
  'features/analytics/timing/timing-heatmap-card.tsx': 'weekday × hour of the whole period',
  'features/analytics/timing/timing-profile-cards.tsx': 'hour and weekday profiles of the whole period',
  'features/css/css-savings-page.tsx': 'the spend today against the spend after a discount',
  'features/design-system/data-section.tsx': 'a specimen drawn from made-up months, labelled as such',
};

const SRC = fileURLToPath(new URL('../..', import.meta.url));

function filesDrawingCharts(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesDrawingCharts(path);
    if (!/\.tsx$/.test(entry.name) || /\.test\.tsx$/.test(entry.name)) return [];
    return readFileSync(path, 'utf8').includes('<EChart') ? [relative(SRC, path)] : [];
  });
}

describe('every time chart marks today as not finished', () => {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T10:00:00+01:00`));
  });
  afterAll(() => vi.useRealTimers());

  it('knows every chart of the app, as a time chart or with the reason it is none', () => {
    const known = [...Object.keys(TIME_CHARTS), ...Object.keys(OTHER_CHARTS)].sort();
    expect(filesDrawingCharts(SRC).sort()).toEqual(known);
  });

  for (const [file, chart] of Object.entries(TIME_CHARTS)) {
    it(`${file} marks today's bucket`, () => {
      for (const drawnChart of draw(chart.draw(TODAY))) {
        expectMarked(drawnChart, chart.todayAt, chart.label);
      }
      if (chart.alwaysToday || file.includes('channel-days') || file.includes('agency-sparkline')) return;
      // Buckets that end before today are all finished: nothing is marked.
      for (const drawnChart of draw(chart.draw(TOMORROW))) expectUnmarked(drawnChart);
    });
  }

  it('features/connections/channel-days-chart.tsx and the agency sparkline follow the clock', () => {
    vi.setSystemTime(new Date(`${TOMORROW}T10:00:00+01:00`));
    try {
      for (const file of [
        'features/connections/channel-days-chart.tsx',
        'features/agency/agency-sparkline.tsx',
      ]) {
        for (const drawnChart of draw(TIME_CHARTS[file]!.draw(TOMORROW))) expectUnmarked(drawnChart);
      }
    } finally {
      vi.setSystemTime(new Date(`${TODAY}T10:00:00+01:00`));
    }
  });

  it("features/analytics/retention/cohort-map-card.tsx draws the month under way's cells faint", () => {
    const data = {
      observedThrough: TODAY,
      cohorts: MONTHS.slice(1).map((cohortMonth, row) => ({
        cohortMonth,
        customers: 10,
        cells: MONTHS.slice(row + 1).map((month, offset) => ({
          offset,
          month,
          activeCustomers: offset === 0 ? 10 : 2,
          retention: offset === 0 ? 1 : 0.2,
          orders: 10,
          revenue: 10_000,
          margin: 3_000,
          cumulativeRevenuePerCustomer: 1_000,
        })),
      })),
      averages: [],
      totals: { customers: 20, orders: 30, revenue: 30_000, margin: 9_000 },
    } satisfies CustomerCohortsReport;
    const [chart] = draw(<CohortMapCard data={data} currency="CZK" today={TODAY} />);
    const points = (
      chart!.option.series as { data: { value: number[]; itemStyle?: { opacity?: number } }[] }[]
    )[0]!.data;
    // October's cohort: October (finished) and November (under way); November's: November alone.
    expect(points.map((point) => point.itemStyle?.opacity ?? 1)).toEqual([1, 0.35, 0.35]);
  });
});
