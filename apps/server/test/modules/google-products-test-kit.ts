import { vi } from 'vitest';
import { withRunnerScope } from '../../src/jobs/with-runner-scope.ts';
import type { FakeGoogleProductsScenario, FakeSearchRow } from '../fakes/google/fake-google-products.ts';
import type { TestApp } from '../helpers/test-app.ts';

/** The day `days` days before `lastDay`. */
export function dayBefore(lastDay: string, days: number): string {
  return new Date(Date.parse(`${lastDay}T00:00:00Z`) - days * 86400_000).toISOString().slice(0, 10);
}

/** 95 days up to `lastDay` of three queries on three pages of a site. */
export function searchRows(siteUrl: string, lastDay: string): FakeSearchRow[] {
  const rows: FakeSearchRow[] = [];
  for (let offset = 0; offset < 95; offset++) {
    const date = dayBefore(lastDay, offset);
    rows.push(
      {
        siteUrl,
        date,
        query: 'kávovar',
        page: 'https://kavovar.cz/',
        clicks: 12,
        impressions: 300,
        position: 2.5,
      },
      {
        siteUrl,
        date,
        query: 'kávovar',
        page: 'https://kavovar.cz/akce',
        clicks: 3,
        impressions: 100,
        position: 6.5,
      },
      {
        siteUrl,
        date,
        query: 'mlýnek na kávu',
        page: 'https://kavovar.cz/mlynky',
        clicks: 5,
        impressions: 200,
        position: 4,
      },
    );
  }
  return rows;
}

/** A Merchant Center account of ten products: seven approved, two disapproved (with reasons), one pending. */
export function merchantScenario(): Pick<
  FakeGoogleProductsScenario,
  'merchantAccounts' | 'merchantProducts'
> {
  return {
    merchantAccounts: [{ id: '555000111', name: 'Kávovar CZ' }],
    merchantProducts: [
      ...Array.from({ length: 7 }, (_, index) => ({
        accountId: '555000111',
        offerId: `KAV-${index}`,
        title: `Kávovar ${index}`,
        status: 'approved' as const,
      })),
      {
        accountId: '555000111',
        offerId: 'MLY-1',
        title: 'Mlýnek Hario',
        status: 'disapproved',
        issues: [
          {
            code: 'missing_gtin',
            description: 'Chybí GTIN',
            attribute: 'gtin',
            detail: 'Doplňte kód GTIN výrobce.',
          },
        ],
      },
      {
        accountId: '555000111',
        offerId: 'MLY-2',
        title: 'Mlýnek Comandante',
        status: 'disapproved',
        issues: [
          { code: 'missing_gtin', description: 'Chybí GTIN' },
          { code: 'image_too_small', description: 'Malý obrázek' },
        ],
      },
      { accountId: '555000111', offerId: 'FIL-1', title: 'Filtry V60', status: 'pending' },
    ],
  };
}

/** A Business Profile account with its location 9001 and 95 days of its metrics up to `lastDay`. */
export function businessScenario(
  lastDay: string,
): Pick<FakeGoogleProductsScenario, 'businessAccounts' | 'businessLocations' | 'businessMetrics'> {
  return {
    businessAccounts: [{ id: '100', name: 'Kávovar s.r.o.' }],
    businessLocations: [
      {
        accountId: '100',
        id: '9001',
        title: 'Kávovar – prodejna Praha',
        street: 'Vodičkova 12',
        locality: 'Praha',
      },
    ],
    businessMetrics: Array.from({ length: 95 }, (_, offset) => [
      {
        locationId: '9001',
        date: dayBefore(lastDay, offset),
        metric: 'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
        value: 40,
      },
      {
        locationId: '9001',
        date: dayBefore(lastDay, offset),
        metric: 'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
        value: 10,
      },
      { locationId: '9001', date: dayBefore(lastDay, offset), metric: 'CALL_CLICKS', value: offset % 2 },
      { locationId: '9001', date: dayBefore(lastDay, offset), metric: 'WEBSITE_CLICKS', value: 6 },
      {
        locationId: '9001',
        date: dayBefore(lastDay, offset),
        metric: 'BUSINESS_DIRECTION_REQUESTS',
        value: 2,
      },
    ]).flat(),
  };
}

/** The status and error of the shop's newest job of `kind`. */
export function lastJobOf(t: TestApp, shopId: string, kind: string) {
  return withRunnerScope(t.deps.db, (trx) =>
    trx
      .selectFrom('jobs')
      .select(['status', 'attempts', 'error_code'])
      .where('shop_id', '=', shopId)
      .where('kind', '=', kind)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow(),
  );
}

/**
 * Captures what the app prints (console) into `captured`, for the check that no secret reaches a
 * log line; returns the function that restores the console.
 */
export function captureConsole(captured: string[]): () => void {
  const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((method) =>
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      captured.push(
        args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' '),
      );
    }),
  );
  return () => {
    for (const spy of spies) spy.mockRestore();
  };
}
