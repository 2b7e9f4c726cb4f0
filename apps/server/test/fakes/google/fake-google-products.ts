import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The fake's Search Console, Merchant Center and Business Profile, speaking the documented shapes:
 * - Search Console (`/webmasters/v3`): `GET /sites` → `{ siteEntry: [{ siteUrl, permissionLevel }] }`;
 *   `POST /sites/{siteUrl}/searchAnalytics/query` with `{ startDate, endDate, dimensions, rowLimit,
 *   startRow }` → `{ rows: [{ keys, clicks, impressions, ctr, position }], responseAggregationType }`,
 *   paged by `startRow` (a short page is the last).
 * - Merchant API (`/merchant`): `GET /accounts/v1/accounts` and `GET /products/v1/accounts/{id}/products`,
 *   paged by `pageSize` / `pageToken` → `nextPageToken`; products carry `productStatus` with
 *   `destinationStatuses` and `itemLevelIssues`.
 * - Business Profile: `GET /accounts/v1/accounts` (Account Management), `GET /information/v1/accounts/{id}/locations`
 *   (Business Information, `readMask` required), both paged by `pageToken`; `GET
 *   /performance/v1/locations/{id}:fetchMultiDailyMetricsTimeSeries` (days with 0 left out).
 * Errors are google.rpc.Status bodies: 401 UNAUTHENTICATED (unknown or expired token), 403
 * PERMISSION_DENIED for a site, account or location the user does not reach, 429 RESOURCE_EXHAUSTED
 * with a google.rpc.RetryInfo `retryDelay`, 400 INVALID_ARGUMENT (a bad request, or any data call
 * while `badRequest` is set).
 */
export interface FakeGoogleProductsScenario {
  searchConsoleSites: { siteUrl: string; permissionLevel: string }[];
  searchConsoleRows: FakeSearchRow[];
  /** Rows a page at most (the request's rowLimit otherwise). */
  searchConsolePageSize: number;
  merchantAccounts: { id: string; name: string }[];
  merchantProducts: FakeMerchantProduct[];
  merchantPageSize: number;
  businessAccounts: { id: string; name: string }[];
  businessLocations: { accountId: string; id: string; title: string; street: string; locality: string }[];
  businessMetrics: { locationId: string; date: string; metric: string; value: number }[];
  businessPageSize: number;
  /** Data calls of these products answer 429 this many times (retryDelay `productsRetryDelaySeconds`). */
  productsRateLimit: number;
  productsRetryDelaySeconds: number;
  /** Data calls answer 400 INVALID_ARGUMENT with this message while set. */
  badRequest: string | null;
}

export interface FakeSearchRow {
  siteUrl: string;
  date: string;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  position: number;
}

export interface FakeMerchantProduct {
  accountId: string;
  offerId: string;
  title: string;
  status: 'approved' | 'disapproved' | 'pending';
  issues?: { code: string; description: string; detail?: string; attribute?: string }[];
}

export function defaultProductsScenario(): FakeGoogleProductsScenario {
  return {
    searchConsoleSites: [],
    searchConsoleRows: [],
    searchConsolePageSize: 25_000,
    merchantAccounts: [],
    merchantProducts: [],
    merchantPageSize: 1000,
    businessAccounts: [],
    businessLocations: [],
    businessMetrics: [],
    businessPageSize: 100,
    productsRateLimit: 0,
    productsRetryDelaySeconds: 2,
    badRequest: null,
  };
}

const DIMENSIONS = new Set(['date', 'query', 'page', 'country', 'device', 'searchAppearance']);
const METRICS = new Set([
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'BUSINESS_CONVERSATIONS',
  'BUSINESS_DIRECTION_REQUESTS',
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_BOOKINGS',
  'BUSINESS_FOOD_ORDERS',
  'BUSINESS_FOOD_MENU_CLICKS',
]);

type Json = (response: ServerResponse, status: number, body: unknown) => void;

export function createProductHandlers(
  scenario: FakeGoogleProductsScenario,
  authorised: (request: IncomingMessage, response: ServerResponse) => boolean,
  json: Json,
) {
  const pages = new Map<string, unknown[]>();
  const status = (
    response: ServerResponse,
    code: number,
    grpc: string,
    message: string,
    details?: unknown[],
  ) => json(response, code, { error: { code, message, status: grpc, ...(details ? { details } : {}) } });

  /** The checks every data call makes after the token: quota, then a forced bad request. */
  const refused = (response: ServerResponse): boolean => {
    if (scenario.productsRateLimit > 0) {
      scenario.productsRateLimit--;
      status(response, 429, 'RESOURCE_EXHAUSTED', "Quota exceeded for quota metric 'Queries'.", [
        {
          '@type': 'type.googleapis.com/google.rpc.RetryInfo',
          retryDelay: `${scenario.productsRetryDelaySeconds}s`,
        },
      ]);
      return true;
    }
    if (scenario.badRequest) {
      status(response, 400, 'INVALID_ARGUMENT', scenario.badRequest);
      return true;
    }
    return false;
  };

  /** A page of `items` by `pageToken`: the first page, or the rest kept under a token. */
  const page = (url: URL, items: unknown[], size: number, response: ServerResponse, key: string) => {
    const token = url.searchParams.get('pageToken');
    let list = items;
    if (token) {
      const rest = pages.get(token);
      pages.delete(token);
      if (!rest) return status(response, 400, 'INVALID_ARGUMENT', 'Invalid page token.');
      list = rest;
    }
    const pageSize = Math.min(Number(url.searchParams.get('pageSize') ?? size) || size, size);
    const rest = list.slice(pageSize);
    const nextPageToken = rest.length > 0 ? randomBytes(12).toString('base64url') : undefined;
    if (nextPageToken) pages.set(nextPageToken, rest);
    json(response, 200, { [key]: list.slice(0, pageSize), ...(nextPageToken ? { nextPageToken } : {}) });
  };

  const searchConsole = (request: IncomingMessage, url: URL, body: string, response: ServerResponse) => {
    if (request.method === 'GET' && url.pathname === '/webmasters/v3/sites')
      return json(response, 200, { siteEntry: scenario.searchConsoleSites });
    const query = /^\/webmasters\/v3\/sites\/([^/]+)\/searchAnalytics\/query$/.exec(url.pathname);
    if (request.method !== 'POST' || !query) return false;
    const siteUrl = decodeURIComponent(query[1]!);
    if (!scenario.searchConsoleSites.some((site) => site.siteUrl === siteUrl))
      return status(
        response,
        403,
        'PERMISSION_DENIED',
        `User does not have sufficient permission for site '${siteUrl}'. See also: https://support.google.com/webmasters/answer/2451999.`,
      );
    if (refused(response)) return;
    const parsed = JSON.parse(body || '{}') as {
      startDate?: string;
      endDate?: string;
      dimensions?: string[];
      rowLimit?: number;
      startRow?: number;
    };
    const unknown = (parsed.dimensions ?? []).find((dimension) => !DIMENSIONS.has(dimension));
    if (!parsed.startDate || !parsed.endDate || unknown || (parsed.rowLimit ?? 1000) > 25_000)
      return status(
        response,
        400,
        'INVALID_ARGUMENT',
        unknown ? `Invalid dimension: ${unknown}` : 'Request contains an invalid argument.',
      );
    const rows = scenario.searchConsoleRows
      .filter(
        (row) => row.siteUrl === siteUrl && row.date >= parsed.startDate! && row.date <= parsed.endDate!,
      )
      .map((row) => ({
        keys: (parsed.dimensions ?? []).map((dimension) =>
          dimension === 'date'
            ? row.date
            : dimension === 'query'
              ? row.query
              : dimension === 'page'
                ? row.page
                : '',
        ),
        clicks: row.clicks,
        impressions: row.impressions,
        ctr: row.impressions > 0 ? row.clicks / row.impressions : 0,
        position: row.position,
      }));
    const start = parsed.startRow ?? 0;
    const limit = Math.min(parsed.rowLimit ?? 1000, scenario.searchConsolePageSize);
    const slice = rows.slice(start, start + limit);
    return json(response, 200, {
      ...(slice.length > 0 ? { rows: slice } : {}),
      responseAggregationType: 'byPage',
    });
  };

  const merchant = (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (request.method !== 'GET') return false;
    if (url.pathname === '/merchant/accounts/v1/accounts')
      return page(
        url,
        scenario.merchantAccounts.map((account) => ({
          name: `accounts/${account.id}`,
          accountId: account.id,
          accountName: account.name,
          adultContent: false,
          timeZone: { id: 'Europe/Prague' },
          languageCode: 'cs',
        })),
        250,
        response,
        'accounts',
      );
    const products = /^\/merchant\/products\/v1\/accounts\/(\d+)\/products$/.exec(url.pathname);
    if (!products) return false;
    const accountId = products[1]!;
    if (!scenario.merchantAccounts.some((account) => account.id === accountId))
      return status(
        response,
        403,
        'PERMISSION_DENIED',
        `The caller does not have access to the accounts: [${accountId}]`,
      );
    if (refused(response)) return;
    if (Number(url.searchParams.get('pageSize') ?? 25) > 1000)
      return status(response, 400, 'INVALID_ARGUMENT', 'Page size must be at most 1000.');
    return page(
      url,
      scenario.merchantProducts
        .filter((product) => product.accountId === accountId)
        .map((product) => ({
          name: `accounts/${accountId}/products/online~cs~CZ~${product.offerId}`,
          offerId: product.offerId,
          contentLanguage: 'cs',
          feedLabel: 'CZ',
          dataSource: `accounts/${accountId}/dataSources/1`,
          productAttributes: { title: product.title, link: `https://kavovar.cz/p/${product.offerId}` },
          productStatus: {
            destinationStatuses: [
              {
                reportingContext: 'SHOPPING_ADS',
                ...(product.status === 'approved' ? { approvedCountries: ['CZ'] } : {}),
                ...(product.status === 'pending' ? { pendingCountries: ['CZ'] } : {}),
                ...(product.status === 'disapproved' ? { disapprovedCountries: ['CZ'] } : {}),
              },
            ],
            itemLevelIssues: (product.issues ?? []).map((issue) => ({
              code: issue.code,
              severity: product.status === 'disapproved' ? 'DISAPPROVED' : 'DEMOTED',
              resolution: 'merchant_action',
              ...(issue.attribute ? { attribute: issue.attribute } : {}),
              reportingContext: 'SHOPPING_ADS',
              description: issue.description,
              ...(issue.detail ? { detail: issue.detail } : {}),
              documentation: 'https://support.google.com/merchants/answer/6098321',
              applicableCountries: ['CZ'],
            })),
            creationDate: '2026-01-10T08:00:00Z',
            lastUpdateDate: '2026-11-20T08:00:00Z',
            googleExpirationDate: '2026-12-20T08:00:00Z',
          },
        })),
      scenario.merchantPageSize,
      response,
      'products',
    );
  };

  const businessProfile = (request: IncomingMessage, url: URL, response: ServerResponse) => {
    if (request.method !== 'GET') return false;
    if (url.pathname === '/accounts/v1/accounts')
      return page(
        url,
        scenario.businessAccounts.map((account) => ({
          name: `accounts/${account.id}`,
          accountName: account.name,
          type: 'LOCATION_GROUP',
          verificationState: 'VERIFIED',
        })),
        scenario.businessPageSize,
        response,
        'accounts',
      );
    const locations = /^\/information\/v1\/accounts\/(\d+)\/locations$/.exec(url.pathname);
    if (locations) {
      if (!url.searchParams.get('readMask'))
        return status(
          response,
          400,
          'INVALID_ARGUMENT',
          'Request contains an invalid argument. readMask is required.',
        );
      return page(
        url,
        scenario.businessLocations
          .filter((location) => location.accountId === locations[1])
          .map((location) => ({
            name: `locations/${location.id}`,
            title: location.title,
            storefrontAddress: {
              regionCode: 'CZ',
              languageCode: 'cs',
              postalCode: '110 00',
              locality: location.locality,
              addressLines: [location.street],
            },
          })),
        scenario.businessPageSize,
        response,
        'locations',
      );
    }
    const performance = /^\/performance\/v1\/locations\/(\d+):fetchMultiDailyMetricsTimeSeries$/.exec(
      url.pathname,
    );
    if (!performance) return false;
    const locationId = performance[1]!;
    if (!scenario.businessLocations.some((location) => location.id === locationId))
      return status(response, 403, 'PERMISSION_DENIED', 'The caller does not have permission');
    if (refused(response)) return;
    const metrics = url.searchParams.getAll('dailyMetrics');
    const day = (edge: string) => {
      const [year, month, date] = ['year', 'month', 'day'].map((part) =>
        Number(url.searchParams.get(`dailyRange.${edge}.${part}`)),
      );
      return year && month && date
        ? `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`
        : null;
    };
    const from = day('startDate');
    const to = day('endDate');
    const unknown = metrics.find((metric) => !METRICS.has(metric));
    if (!from || !to || metrics.length === 0 || unknown)
      return status(
        response,
        400,
        'INVALID_ARGUMENT',
        unknown ? `Invalid value at 'daily_metrics' (${unknown})` : 'Request contains an invalid argument.',
      );
    return json(response, 200, {
      multiDailyMetricTimeSeries: [
        {
          dailyMetricTimeSeries: metrics.map((metric) => ({
            dailyMetric: metric,
            timeSeries: {
              datedValues: daysBetween(from, to).map((date) => {
                const value = scenario.businessMetrics
                  .filter(
                    (entry) =>
                      entry.locationId === locationId && entry.metric === metric && entry.date === date,
                  )
                  .reduce((sum, entry) => sum + entry.value, 0);
                const [year, month, dayOfMonth] = date.split('-').map(Number);
                // The API leaves the value out of a day with none.
                return {
                  date: { year, month, day: dayOfMonth },
                  ...(value > 0 ? { value: String(value) } : {}),
                };
              }),
            },
          })),
        },
      ],
    });
  };

  /** Handles the request when it is one of these products'; answers whether it did. */
  return async (
    request: IncomingMessage,
    url: URL,
    body: string,
    response: ServerResponse,
  ): Promise<boolean> => {
    const ours = ['/webmasters/', '/merchant/', '/accounts/v1/', '/information/v1/', '/performance/v1/'].some(
      (prefix) => url.pathname.startsWith(prefix),
    );
    if (!ours) return false;
    if (!authorised(request, response)) return true;
    const handled =
      searchConsole(request, url, body, response) !== false ||
      merchant(request, url, response) !== false ||
      businessProfile(request, url, response) !== false;
    if (!handled) status(response, 404, 'NOT_FOUND', 'Not found');
    return true;
  };
}

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day.toISOString().slice(0, 10) <= to;
    day.setUTCDate(day.getUTCDate() + 1)
  )
    days.push(day.toISOString().slice(0, 10));
  return days;
}
