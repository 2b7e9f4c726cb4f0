import { LOOKER_MAX_MARKETING_DAYS, type LookerCell, type LookerField } from '@ziskomer/contracts';
import { listBuckets } from '@ziskomer/domain';
import { marketingPeriodFigures, type ReportContext } from '../../analytics/index.ts';
import {
  countField,
  dayField,
  moneyField,
  RATIO_DESCRIPTIONS,
  ratioField,
  textField,
} from '../looker-fields.ts';
import type { LookerTableDefinition } from './looker-table.ts';

type DayFigures = Awaited<ReturnType<typeof marketingPeriodFigures>>;

/** The marketing report's figures of each day of the period, one day at a time. */
async function eachDay(ctx: ReportContext, row: (day: string, figures: DayFigures) => LookerCell[][]) {
  const rows: LookerCell[][] = [];
  for (const day of listBuckets(ctx.period, 'day')) {
    rows.push(...row(day, await marketingPeriodFigures(ctx, { from: day, to: day })));
  }
  return rows;
}

function sliceFields(currency: string): LookerField[] {
  return [
    moneyField('ad_spend', 'Ad spend', 'Ad spend of the day.', currency),
    countField('impressions', 'Impressions', 'Impressions reported by the ad platform.'),
    countField('clicks', 'Clicks', 'Clicks reported by the ad platform.'),
    countField(
      'orders',
      'Attributed orders',
      'Counted orders attributed by their acquisition source (and campaign).',
    ),
    moneyField('revenue', 'Attributed revenue', 'Revenue with VAT of the attributed orders.', currency),
    moneyField('gross_profit', 'Attributed gross profit', 'Gross profit of the attributed orders.', currency),
    ratioField('poas', 'POAS', RATIO_DESCRIPTIONS.poas),
    ratioField('roas', 'ROAS', RATIO_DESCRIPTIONS.roas),
    ratioField('pno', 'PNO (%)', RATIO_DESCRIPTIONS.pno),
  ];
}

type Slice = DayFigures['channels'][number];
const sliceValues = (slice: Omit<Slice, 'channel'>): LookerCell[] => [
  slice.adSpend,
  slice.impressions,
  slice.clicks,
  slice.orders,
  slice.revenue,
  slice.grossProfit,
  slice.poas,
  slice.roas,
  slice.pno,
];

const CHANNEL = textField(
  'channel',
  'Channel',
  'Ad channel: google_ads, meta, sklik, heureka, zbozi, other; unattributed for orders no channel claims.',
);

/** `channels`: per day and channel, the marketing report's channel rows of that day. */
export const channelsTable: LookerTableDefinition = {
  dataset: 'channels',
  maxDays: LOOKER_MAX_MARKETING_DAYS,
  fields: (currency) => [dayField(), CHANNEL, ...sliceFields(currency)],
  rows: (ctx) =>
    eachDay(ctx, (day, figures) =>
      figures.channels.map((slice) => [day, slice.channel, ...sliceValues(slice)]),
    ),
};

/** `campaigns`: per day and campaign, the marketing report's campaign rows of that day. */
export const campaignsTable: LookerTableDefinition = {
  dataset: 'campaigns',
  maxDays: LOOKER_MAX_MARKETING_DAYS,
  fields: (currency) => [
    dayField(),
    CHANNEL,
    textField('account', 'Account', 'The ad account as the platform names it.'),
    textField('campaign', 'Campaign', 'The campaign as the platform names it.'),
    ...sliceFields(currency),
  ],
  rows: (ctx) =>
    eachDay(ctx, (day, figures) =>
      figures.campaigns.map((slice) => [
        day,
        slice.channel,
        slice.account,
        slice.campaign,
        ...sliceValues(slice),
      ]),
    ),
};
