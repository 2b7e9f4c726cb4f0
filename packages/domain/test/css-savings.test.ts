import type { MarketingReport } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { estimateCssSavings } from '../src/marketing/css-savings.ts';

type Report = Pick<MarketingReport, 'channels' | 'campaigns'>;
const channel = (name: string, adSpend: number) => ({ channel: name, adSpend }) as Report['channels'][number];
const campaign = (name: string, adSpend: number, source = 'google_ads') =>
  ({ channel: source, account: 'Účet', campaign: name, adSpend }) as Report['campaigns'][number];

describe('estimateCssSavings', () => {
  it('starts from the Shopping and Performance Max campaigns when their names say so', () => {
    const estimate = estimateCssSavings(
      {
        channels: [channel('google_ads', 30_000), channel('sklik', 5_000)],
        campaigns: [
          campaign('Nákupy – káva', 10_000),
          campaign('PMax | Vánoce', 8_000),
          campaign('Brand search', 12_000),
          campaign('Shopping', 4_000, 'sklik'),
        ],
      },
      30,
    );
    expect(estimate.basis).toBe('shopping-campaigns');
    expect(estimate.spend).toBe(18_000);
    expect(estimate.campaigns.map((row) => row.name)).toEqual(['Nákupy – káva', 'PMax | Vánoce']);
    expect([estimate.low, estimate.high]).toEqual([900, 3_600]);
    expect([estimate.yearlyLow, estimate.yearlyHigh]).toEqual([10_950, 43_800]);
  });

  it('falls back to all Google Ads spend when no campaign name marks Shopping', () => {
    const estimate = estimateCssSavings(
      { channels: [channel('google_ads', 20_000)], campaigns: [campaign('Vyhledávání', 20_000)] },
      60,
    );
    expect(estimate.basis).toBe('all-google-ads');
    expect(estimate.spend).toBe(20_000);
    expect(estimate.high).toBe(4_000);
  });

  it('has nothing to estimate without Google Ads spend', () => {
    const estimate = estimateCssSavings({ channels: [channel('meta', 9_000)], campaigns: [] }, 30);
    expect(estimate).toMatchObject({ basis: 'none', spend: 0, low: 0, high: 0, yearlyHigh: 0 });
  });
});
