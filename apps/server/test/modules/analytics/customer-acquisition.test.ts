import type { AcquisitionGroup, CustomerAcquisitionReport } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEngines } from '../../helpers/test-db.ts';
import { order } from './customer-cohort-kit.ts';
import { createReportShop, type ReportShop } from './report-test-kit.ts';

/** "Today" is 30 June 2024 in Prague; the latest order is on 29 June. */
const NOW = new Date('2024-06-30T08:00:00Z');
const H1 = 'period=custom&from=2024-01-01&to=2024-06-30&granularity=month';

const windows = (group: AcquisitionGroup) =>
  group.retention.map((window) => [window.days, window.eligible, window.repeated]);

describe.each(testEngines)('customer acquisition report on %s', (engine) => {
  let shop: ReportShop;
  const acquisition = (query: string) =>
    shop.report<CustomerAcquisitionReport>('customer-acquisition', query).then((result) => result.data);

  beforeAll(async () => {
    shop = await createReportShop(engine, { now: NOW });
    const from = (acquisitionSource: string | null, acquisitionCampaign: string | null = null) => ({
      acquisitionSource,
      acquisitionCampaign,
    });
    await shop.addOrders([
      // A: first via Google / CPC, campaign Brand; back after 15 days (via the newsletter).
      order('A1', 'a@example.cz', '2024-01-10T10:00:00', 1000, from('Google / CPC', 'Brand')),
      order('A2', 'a@example.cz', '2024-01-25T10:00:00', 200, from('newsletter')),
      // B: google / cpc, PMax; back after 11 + 29 + 31 + 1 = 72 days.
      order('B1', 'b@example.cz', '2024-01-20T10:00:00', 500, from('google / cpc', 'PMax')),
      order('B2', 'b@example.cz', '2024-04-01T10:00:00', 300, from('direct')),
      // C: facebook, never back (a cancelled order does not count).
      order('C1', 'c@example.cz', '2024-02-05T10:00:00', 400, from('facebook')),
      order('C2', 'c@example.cz', '2024-02-10T10:00:00', 400, { ...from('facebook'), cancelled: true }),
      // D: no source; back after 21 days.
      order('D1', 'd@example.cz', '2024-05-20T10:00:00', 100),
      order('D2', 'd@example.cz', '2024-06-10T10:00:00', 100),
      // E: 23:30 UTC on 31 Dec is 1 January in Prague; Heureka; back after 171 days.
      order('E1', 'e@example.cz', '2023-12-31T23:30:00Z', 250, from('Heureka')),
      order('E2', 'e@example.cz', '2024-06-20T10:00:00', 250),
      // G: acquired in 2023, not new in the period; its order makes 29 June the latest day.
      order('G1', 'g@example.cz', '2023-10-01T10:00:00', 600, from('direct')),
      order('G2', 'g@example.cz', '2024-06-29T10:00:00', 600, from('direct')),
      order('N1', null, '2024-03-01T10:00:00', 5000, from('google / cpc', 'Brand')),
    ]);
  });
  afterAll(() => shop.close());

  it('counts new customers by the source and campaign of their first order with their retention', async () => {
    const data = await acquisition(H1);
    expect(data.observedThrough).toBe('2024-06-29');
    expect(data.totals.newCustomers).toBe(5);
    // 30 days: first order by 30 May → A, B, C, D, E; back within 30 days: A (15), D (21).
    // 90 days: by 31 March → A, B, C, E; back within 90: A, B.
    // 180 days: by 1 January (31 + 29 + 31 + 30 + 31 + 28 = 180 days before 29 June) → E alone,
    // back after 171 days.
    expect(windows(data.totals)).toEqual([
      [30, 5, 2],
      [90, 4, 2],
      [180, 1, 1],
    ]);
    expect(data.totals.retention.map((window) => window.rate)).toEqual([0.4, 0.5, 1]);
    // Revenue to date: A 1200 + B 800 + C 400 + D 200 + E 500 = 3100.
    expect([data.totals.revenue, data.totals.revenuePerCustomer]).toEqual([3100, 620]);

    expect(data.sources.map((group) => [group.key, group.newCustomers, group.share, group.revenue])).toEqual([
      ['google / cpc', 2, 0.4, 2000],
      ['', 1, 0.2, 200],
      ['facebook', 1, 0.2, 400],
      ['heureka', 1, 0.2, 500],
    ]);
    expect(windows(data.sources[0]!)).toEqual([
      [30, 2, 1],
      [90, 2, 2],
      [180, 0, 0],
    ]);
    expect(data.campaigns.map((group) => [group.key, group.newCustomers, group.revenuePerCustomer])).toEqual([
      // C 400 + D 200 + E 500 = 1100 over 3 customers.
      ['', 3, 366.67],
      ['Brand', 1, 1200],
      ['PMax', 1, 800],
    ]);
  });

  it('spreads new customers over the buckets, by source and campaign', async () => {
    const data = await acquisition(H1);
    // January: A, B, E; February: C; May: D.
    expect(data.trend.map((point) => [point.bucket, point.newCustomers, point.sources])).toEqual([
      ['2024-01-01', 3, [2, 0, 0, 1]],
      ['2024-02-01', 1, [0, 0, 1, 0]],
      ['2024-03-01', 0, [0, 0, 0, 0]],
      ['2024-04-01', 0, [0, 0, 0, 0]],
      ['2024-05-01', 1, [0, 1, 0, 0]],
      ['2024-06-01', 0, [0, 0, 0, 0]],
    ]);
    // Campaigns '', Brand, PMax in January: E, A, B.
    expect(data.trend[0]!.campaigns).toEqual([1, 1, 1]);
    expect(data.trend[0]!.retention.map((window) => [window.eligible, window.repeated])).toEqual([
      [3, 1],
      [3, 2],
      [1, 1],
    ]);
  });

  it('answers a single customer and an empty period', async () => {
    const may = await acquisition('period=custom&from=2024-05-01&to=2024-05-31');
    expect(may.totals.newCustomers).toBe(1);
    expect(may.sources.map((group) => group.key)).toEqual(['']);
    const june = await acquisition('period=custom&from=2024-06-01&to=2024-06-30');
    expect(june.totals).toMatchObject({ newCustomers: 0, share: null, revenue: 0, revenuePerCustomer: null });
    expect([june.sources, june.campaigns]).toEqual([[], []]);
    expect(june.trend.every((point) => point.newCustomers === 0)).toBe(true);
  });
});
