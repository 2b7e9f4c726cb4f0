import type { MarketingReport } from '@ziskomer/contracts';

/**
 * The CPC discount a CSS other than Google Shopping usually brings, as a range. Google Shopping
 * (Google's own CSS) keeps a margin of the bid; other CSSs do not, and Google speaks of prices
 * "up to 20 %" lower. Nobody knows the exact figure and it may be less, hence the cautious bottom.
 */
export const CSS_DISCOUNT = { low: 0.05, high: 0.2 } as const;

/** Names that mark a Google Ads campaign as Shopping or Performance Max (ad_spend holds no campaign type). */
const SHOPPING_CAMPAIGN = /shopping|nákup|nakup|pmax|p-max|performance[\s_-]*max|\bpla\b|merchant/i;

export type SavingsBasis = 'shopping-campaigns' | 'all-google-ads' | 'none';

export interface CssSavingsEstimate {
  /** Which spend the estimate starts from: named Shopping/PMax campaigns, else all Google Ads spend. */
  basis: SavingsBasis;
  /** That spend over the report's period. */
  spend: number;
  /** All Google Ads spend of the period, for comparison. */
  googleAdsSpend: number;
  campaigns: { name: string; account: string; spend: number }[];
  /** The saving over the period at the low and high end of the discount. */
  low: number;
  high: number;
  /** The same over a year, at the period's daily pace. */
  yearlyLow: number;
  yearlyHigh: number;
}

/**
 * The saving of a CSS on the shop's own spend: the same clicks bought at a CPC lower by the
 * discount cost spend × discount less. A real switch rarely lowers the bill this way (most shops
 * keep the budget and get more clicks), which the page says next to the numbers.
 */
export function estimateCssSavings(
  report: Pick<MarketingReport, 'channels' | 'campaigns'>,
  days: number,
): CssSavingsEstimate {
  const googleAdsSpend = report.channels.find((row) => row.channel === 'google_ads')?.adSpend ?? 0;
  const shopping = report.campaigns
    .filter((row) => row.channel === 'google_ads' && row.adSpend > 0 && SHOPPING_CAMPAIGN.test(row.campaign))
    .map((row) => ({ name: row.campaign, account: row.account, spend: row.adSpend }));
  const basis: SavingsBasis =
    shopping.length > 0 ? 'shopping-campaigns' : googleAdsSpend > 0 ? 'all-google-ads' : 'none';
  const spend = basis === 'shopping-campaigns' ? sum(shopping.map((row) => row.spend)) : googleAdsSpend;
  const perYear = days > 0 ? 365 / days : 0;
  return {
    basis,
    spend,
    googleAdsSpend,
    campaigns: shopping,
    low: round(spend * CSS_DISCOUNT.low),
    high: round(spend * CSS_DISCOUNT.high),
    yearlyLow: round(spend * CSS_DISCOUNT.low * perYear),
    yearlyHigh: round(spend * CSS_DISCOUNT.high * perYear),
  };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

function round(value: number): number {
  return Math.round(value);
}
