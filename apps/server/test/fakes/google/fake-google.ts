import { createHash, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createProductHandlers,
  defaultProductsScenario,
  type FakeGoogleProductsScenario,
} from './fake-google-products.ts';

/**
 * A local stand-in for Google's OAuth 2.0 token endpoint and the Google Ads REST API (v24), on
 * 127.0.0.1, speaking the documented shapes:
 * - `GET /o/oauth2/v2/auth`: the consent screen, approved at once (302 back with a code).
 * - `POST /token` (application/x-www-form-urlencoded): `authorization_code` with PKCE (S256) and
 *   `refresh_token` grants; errors as `{ error, error_description }` — 400 `invalid_grant`,
 *   401 `invalid_client`; `failRefresh` makes refreshes answer 503 that many times.
 * - `GET /v24/customers:listAccessibleCustomers` → `{ resourceNames: ['customers/123'] }`.
 * - `POST /v24/customers/{id}/googleAds:search` with `{ query, pageToken? }` → `{ results,
 *   nextPageToken?, fieldMask }`, `pageSize` rows a page; `FROM customer`, `FROM customer_client`
 *   (level 1) and `FROM campaign` (segments.date BETWEEN); a client of a manager only with the
 *   manager's `login-customer-id`.
 * Errors as google.rpc.Status with a GoogleAdsFailure in `details`: 401 UNAUTHENTICATED (unknown or
 * expired token), 403 PERMISSION_DENIED (USER_PERMISSION_DENIED, DEVELOPER_TOKEN_NOT_APPROVED),
 * 429 RESOURCE_EXHAUSTED with quotaErrorDetails.retryDelay, 400 INVALID_ARGUMENT (a GAQL field the
 * fake does not know: queryError UNRECOGNIZED_FIELD).
 * - Google Analytics: `GET /v1beta/accountSummaries` (Admin API) and
 *   `POST /v1beta/properties/{id}:runReport` (Data API, `limit`/`offset` paging against
 *   `rowCount`), 403 PERMISSION_DENIED for a property the user does not reach, 429.
 * - Search Console, Merchant Center and Business Profile: fake-google-products.ts.
 * - `POST /v24/customers/{id}:uploadClickConversions` (offline click conversions) with
 *   `{ conversions, partialFailure }`: each row needs a known conversion action of type
 *   UPLOAD_CLICKS (else NO_CONVERSION_ACTION_FOUND / INVALID_CONVERSION_ACTION_TYPE); a gclid of `uploadRowErrors` is refused with that ConversionUploadError, and a
 *   second conversion of one (gclid, action, time) or order id with CLICK_CONVERSION_ALREADY_EXISTS,
 *   in `partialFailureError` (GoogleAdsFailure, `location.fieldPathElements` conversions[index]);
 *   without partialFailure any bad row fails the request (400). `uploadRateLimit` answers 429.
 */
export interface FakeCustomer {
  id: string;
  name: string | null;
  manager: boolean;
  currency?: string;
  timeZone?: string;
  /** Its manager, for a client reached through a manager. */
  managerId?: string;
  /** Whether the Google user reaches it directly (listAccessibleCustomers). */
  accessible: boolean;
}

export interface FakeCampaignDay {
  customerId: string;
  campaignId: string;
  campaignName: string;
  date: string;
  costMicros: number;
  clicks: number;
  impressions: number;
  conversions: number;
  conversionsValue: number;
}

export interface FakeGoogleScenario {
  clientId: string;
  clientSecret: string;
  developerToken: string;
  customers: FakeCustomer[];
  campaigns: FakeCampaignDay[];
  pageSize: number;
  /** Refreshes answer 503 this many times before they work. */
  failRefresh: number;
  /** Refreshes are refused with invalid_grant (consent revoked). */
  revokeRefreshToken: boolean;
  /** The developer token is approved for test accounts only. */
  developerTokenTestOnly: boolean;
  /** Searches answer 429 RESOURCE_EXHAUSTED this many times (retryDelay `retryDelaySeconds`). */
  rateLimit: number;
  retryDelaySeconds: number;
  /** Every access token is refused with 401, fresh ones too (the grant is gone at Google's end). */
  refuseAllAccessTokens: boolean;
  /** Lifetime of issued access tokens, seconds. */
  accessTokenLifetime: number;
  /** GA4 properties the user reaches (Admin API accountSummaries). */
  ga4Properties: { account: string; id: string; name: string }[];
  /** GA4 rows by day (YYYY-MM-DD), session source and medium. */
  ga4Rows: FakeGa4Row[];
  /** runReport answers with at most this many rows a page (the request's limit otherwise). */
  ga4PageSize: number;
  /** Conversion actions by customer (GAQL `FROM conversion_action`). */
  conversionActions: FakeConversionAction[];
  /** Click conversions a gclid gets refused with (ConversionUploadError name), by gclid. */
  uploadRowErrors: Record<string, string>;
  /** Uploads answer 429 RESOURCE_EXHAUSTED this many times. */
  uploadRateLimit: number;
}

/** A click conversion Google accepted. */
export interface FakeClickConversion {
  customerId: string;
  gclid: string;
  conversionAction: string;
  conversionDateTime: string;
  conversionValue: number;
  currencyCode: string;
  orderId: string;
}

export interface FakeConversionAction {
  customerId: string;
  id: string;
  name: string;
  category: string;
  type: string;
  status: string;
  primaryForGoal: boolean;
  countingType: string;
}

export interface FakeGa4Row {
  propertyId: string;
  date: string;
  source: string;
  medium: string;
  sessions: number;
  users: number;
  keyEvents: number;
  revenue: number;
}

export interface FakeGoogleRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeGoogle {
  origin: string;
  scenario: FakeGoogleScenario & FakeGoogleProductsScenario;
  requests: FakeGoogleRequest[];
  /** The click conversions accepted so far (each once: Google refuses a repeat). */
  clickConversions: FakeClickConversion[];
  /** What the consent screen does: issues a code for the authorize URL's client, redirect and PKCE challenge. */
  authorize(authorizeUrl: string): { code: string; state: string };
  /** Expires every access token issued so far (as Google does after an hour, or on revocation). */
  expireAccessTokens(): void;
  /** The refresh tokens issued (to check they never leave the server in the clear). */
  issuedRefreshTokens: string[];
  issuedAccessTokens: string[];
  close(): Promise<void>;
}

const FIELDS = new Set([
  'customer.id',
  'customer.descriptive_name',
  'customer.currency_code',
  'customer.time_zone',
  'customer.manager',
  'customer.test_account',
  'customer.status',
  'customer_client.id',
  'customer_client.descriptive_name',
  'customer_client.currency_code',
  'customer_client.time_zone',
  'customer_client.status',
  'customer_client.manager',
  'customer_client.test_account',
  'campaign.id',
  'campaign.name',
  'segments.date',
  'metrics.cost_micros',
  'metrics.clicks',
  'metrics.impressions',
  'metrics.conversions',
  'metrics.conversions_value',
  'conversion_action.id',
  'conversion_action.name',
  'conversion_action.category',
  'conversion_action.type',
  'conversion_action.status',
  'conversion_action.primary_for_goal',
  'conversion_action.counting_type',
]);

export async function startFakeGoogle(
  overrides: Partial<FakeGoogleScenario & FakeGoogleProductsScenario> = {},
): Promise<FakeGoogle> {
  const scenario: FakeGoogleScenario & FakeGoogleProductsScenario = {
    ...defaultProductsScenario(),
    clientId: 'fake-client-id.apps.googleusercontent.com',
    clientSecret: 'GOCSPX-fake-client-secret-0000',
    developerToken: 'fake-developer-token-1234567',
    customers: [],
    campaigns: [],
    pageSize: 10_000,
    failRefresh: 0,
    revokeRefreshToken: false,
    developerTokenTestOnly: false,
    rateLimit: 0,
    retryDelaySeconds: 2,
    refuseAllAccessTokens: false,
    accessTokenLifetime: 3599,
    ga4Properties: [],
    ga4Rows: [],
    ga4PageSize: 100_000,
    conversionActions: [],
    uploadRowErrors: {},
    uploadRateLimit: 0,
    ...overrides,
  };
  const clickConversions: FakeClickConversion[] = [];
  const requests: FakeGoogleRequest[] = [];
  const codes = new Map<
    string,
    { challenge: string; redirectUri: string; clientId: string; scope: string }
  >();
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const issuedRefreshTokens: string[] = [];
  const issuedAccessTokens: string[] = [];
  const pages = new Map<string, GoogleRow[]>();

  const json = (
    response: ServerResponse,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ) => {
    response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
    response.end(JSON.stringify(body));
  };
  const adsError = (
    response: ServerResponse,
    status: number,
    grpc: string,
    message: string,
    errorCode?: Record<string, string>,
    extra: Record<string, unknown> = {},
  ) =>
    json(response, status, {
      error: {
        code: status,
        message,
        status: grpc,
        ...(errorCode
          ? {
              details: [
                {
                  '@type': 'type.googleapis.com/google.ads.googleads.v24.errors.GoogleAdsFailure',
                  errors: [{ errorCode, message, ...extra }],
                  requestId: randomBytes(8).toString('hex'),
                },
              ],
            }
          : {}),
      },
    });

  const issueAccessToken = () => {
    const token = `ya29.fake-${randomBytes(18).toString('base64url')}`;
    accessTokens.set(token, Date.now() + scenario.accessTokenLifetime * 1000);
    issuedAccessTokens.push(token);
    return token;
  };

  const handleToken = (body: string, response: ServerResponse) => {
    const form = new URLSearchParams(body);
    if (form.get('client_id') !== scenario.clientId || form.get('client_secret') !== scenario.clientSecret)
      return json(response, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    if (form.get('grant_type') === 'authorization_code') {
      const grant = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri'))
        return json(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      const refresh = `1//fake-${randomBytes(24).toString('base64url')}`;
      refreshTokens.add(refresh);
      issuedRefreshTokens.push(refresh);
      return json(response, 200, {
        access_token: issueAccessToken(),
        expires_in: scenario.accessTokenLifetime,
        refresh_token: refresh,
        scope: grant.scope,
        token_type: 'Bearer',
      });
    }
    if (form.get('grant_type') === 'refresh_token') {
      if (scenario.failRefresh > 0) {
        scenario.failRefresh--;
        return json(response, 503, {
          error: 'temporarily_unavailable',
          error_description: 'Try again later.',
        });
      }
      if (scenario.revokeRefreshToken || !refreshTokens.has(form.get('refresh_token') ?? ''))
        return json(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      return json(response, 200, {
        access_token: issueAccessToken(),
        expires_in: scenario.accessTokenLifetime,
        scope: 'https://www.googleapis.com/auth/adwords',
        token_type: 'Bearer',
      });
    }
    return json(response, 400, { error: 'unsupported_grant_type', error_description: 'Invalid grant_type.' });
  };

  /** Checks the headers every Google Ads call needs; answers the error and returns false when one is wrong. */
  const authorised = (request: IncomingMessage, response: ServerResponse): boolean => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    if (scenario.refuseAllAccessTokens || !expiry || expiry < Date.now()) {
      adsError(
        response,
        401,
        'UNAUTHENTICATED',
        'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
        { authenticationError: expiry ? 'OAUTH_TOKEN_EXPIRED' : 'OAUTH_TOKEN_INVALID' },
      );
      return false;
    }
    if (request.headers['developer-token'] !== scenario.developerToken) {
      adsError(response, 401, 'UNAUTHENTICATED', 'The developer token is not valid.', {
        authenticationError: 'DEVELOPER_TOKEN_INVALID',
      });
      return false;
    }
    if (scenario.developerTokenTestOnly) {
      adsError(
        response,
        403,
        'PERMISSION_DENIED',
        'The developer token is only approved for use with test accounts. To access non-test accounts, apply for Basic or Standard access.',
        { authorizationError: 'DEVELOPER_TOKEN_NOT_APPROVED' },
      );
      return false;
    }
    return true;
  };

  /** The Analytics APIs need only a valid bearer token (no developer token). */
  const authorisedBearer = (request: IncomingMessage, response: ServerResponse): boolean => {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const expiry = token ? accessTokens.get(token) : undefined;
    if (scenario.refuseAllAccessTokens || !expiry || expiry < Date.now()) {
      json(response, 401, {
        error: {
          code: 401,
          message:
            'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
          status: 'UNAUTHENTICATED',
        },
      });
      return false;
    }
    return true;
  };

  const handleSearch = (
    customerId: string,
    body: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const customer = scenario.customers.find((entry) => entry.id === customerId);
    const login = request.headers['login-customer-id'] as string | undefined;
    const reachable =
      customer &&
      (customer.accessible
        ? !login || login === customer.id || login === customer.managerId
        : login === customer.managerId);
    if (!reachable) {
      adsError(response, 403, 'PERMISSION_DENIED', "User doesn't have permission to access customer.", {
        authorizationError: 'USER_PERMISSION_DENIED',
      });
      return;
    }
    if (scenario.rateLimit > 0) {
      scenario.rateLimit--;
      adsError(
        response,
        429,
        'RESOURCE_EXHAUSTED',
        'Too many requests. Retry in 2 seconds.',
        { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
        {
          details: {
            quotaErrorDetails: {
              rateScope: 'DEVELOPER',
              rateName: 'Number of operations',
              retryDelay: `${scenario.retryDelaySeconds}s`,
            },
          },
        },
      );
      return;
    }
    const parsed = JSON.parse(body || '{}') as { query?: string; pageToken?: string };
    if (parsed.pageToken) {
      const rest = pages.get(parsed.pageToken);
      pages.delete(parsed.pageToken);
      if (!rest)
        return adsError(response, 400, 'INVALID_ARGUMENT', 'Page token is invalid.', {
          requestError: 'INVALID_PAGE_TOKEN',
        });
      return answerPage(response, rest);
    }
    const query = parsed.query ?? '';
    const select = /^\s*SELECT\s+(.+?)\s+FROM\s+(\w+)/is.exec(query);
    const unknown = (select?.[1] ?? '')
      .split(',')
      .map((field) => field.trim())
      .find((field) => !FIELDS.has(field));
    if (!select || unknown) {
      adsError(
        response,
        400,
        'INVALID_ARGUMENT',
        `Unrecognized field in the query: '${unknown ?? query.slice(0, 20)}'.`,
        {
          queryError: 'UNRECOGNIZED_FIELD',
        },
      );
      return;
    }
    answerPage(response, runQuery(select[2]!, query, customer!));
  };

  const handleUpload = (
    customerId: string,
    body: string,
    request: IncomingMessage,
    response: ServerResponse,
  ) => {
    const customer = scenario.customers.find((entry) => entry.id === customerId);
    const login = request.headers['login-customer-id'] as string | undefined;
    const reachable =
      customer &&
      (customer.accessible
        ? !login || login === customer.id || login === customer.managerId
        : login === customer.managerId);
    if (!reachable)
      return adsError(
        response,
        403,
        'PERMISSION_DENIED',
        "User doesn't have permission to access customer.",
        {
          authorizationError: 'USER_PERMISSION_DENIED',
        },
      );
    if (scenario.uploadRateLimit > 0) {
      scenario.uploadRateLimit--;
      return adsError(
        response,
        429,
        'RESOURCE_EXHAUSTED',
        'Too many requests. Retry in 2 seconds.',
        { quotaError: 'RESOURCE_TEMPORARILY_EXHAUSTED' },
        {
          details: {
            quotaErrorDetails: { rateScope: 'DEVELOPER', retryDelay: `${scenario.retryDelaySeconds}s` },
          },
        },
      );
    }
    const parsed = JSON.parse(body || '{}') as {
      conversions?: Record<string, unknown>[];
      partialFailure?: boolean;
    };
    const conversions = parsed.conversions ?? [];
    if (conversions.length === 0 || conversions.length > 2000)
      return adsError(response, 400, 'INVALID_ARGUMENT', 'The request has no or too many conversions.', {
        requestError: conversions.length ? 'TOO_MANY_OPERATIONS' : 'REQUIRED_FIELD_MISSING',
      });
    const rowErrors: { index: number; code: string; message: string }[] = [];
    const accepted: (FakeClickConversion | null)[] = conversions.map((row, index) => {
      const fail = (code: string, message: string) => {
        rowErrors.push({ index, code, message });
        return null;
      };
      const gclid = String(row.gclid ?? '');
      const action = /^customers\/(\d+)\/conversionActions\/(\d+)$/.exec(String(row.conversionAction ?? ''));
      const known = scenario.conversionActions.find(
        (entry) => entry.customerId === customerId && entry.id === action?.[2] && action?.[1] === customerId,
      );
      if (known?.status !== 'ENABLED')
        return fail(
          'NO_CONVERSION_ACTION_FOUND',
          "The conversion action specified in the upload request cannot be found. Make sure it's available in this account.",
        );
      if (known.type !== 'UPLOAD_CLICKS')
        return fail(
          'INVALID_CONVERSION_ACTION_TYPE',
          "The conversion action specified in the upload request isn't set up for uploading conversions.",
        );
      if (!/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d[+-]\d\d:\d\d$/.test(String(row.conversionDateTime ?? '')))
        return fail('INVALID_DATE_TIME', 'The date time is not in the right format.');
      if (scenario.uploadRowErrors[gclid])
        return fail(
          scenario.uploadRowErrors[gclid]!,
          `The click conversion was refused: ${scenario.uploadRowErrors[gclid]}.`,
        );
      const conversion: FakeClickConversion = {
        customerId,
        gclid,
        conversionAction: String(row.conversionAction),
        conversionDateTime: String(row.conversionDateTime),
        conversionValue: Number(row.conversionValue),
        currencyCode: String(row.currencyCode ?? ''),
        orderId: String(row.orderId ?? ''),
      };
      const repeat = clickConversions.some(
        (entry) =>
          (entry.gclid === gclid &&
            entry.conversionAction === conversion.conversionAction &&
            entry.conversionDateTime === conversion.conversionDateTime) ||
          (conversion.orderId && entry.orderId === conversion.orderId && entry.customerId === customerId),
      );
      if (repeat)
        return fail(
          'CLICK_CONVERSION_ALREADY_EXISTS',
          'A conversion with this click, action and time was already uploaded.',
        );
      return conversion;
    });
    if (rowErrors.length > 0 && !parsed.partialFailure)
      return adsError(response, 400, 'INVALID_ARGUMENT', rowErrors[0]!.message, {
        conversionUploadError: rowErrors[0]!.code,
      });
    for (const conversion of accepted) if (conversion) clickConversions.push(conversion);
    json(response, 200, {
      results: accepted.map((conversion) =>
        conversion
          ? {
              gclid: conversion.gclid,
              conversionAction: conversion.conversionAction,
              conversionDateTime: conversion.conversionDateTime,
            }
          : {},
      ),
      ...(rowErrors.length
        ? {
            partialFailureError: {
              code: 3,
              message: rowErrors.map((error) => error.message).join(', '),
              details: [
                {
                  '@type': 'type.googleapis.com/google.ads.googleads.v24.errors.GoogleAdsFailure',
                  errors: rowErrors.map((error) => ({
                    errorCode: { conversionUploadError: error.code },
                    message: error.message,
                    location: { fieldPathElements: [{ fieldName: 'conversions', index: error.index }] },
                  })),
                },
              ],
            },
          }
        : {}),
    });
  };

  const answerPage = (response: ServerResponse, rows: GoogleRow[]) => {
    const page = rows.slice(0, scenario.pageSize);
    const rest = rows.slice(scenario.pageSize);
    let nextPageToken: string | undefined;
    if (rest.length > 0) {
      nextPageToken = randomBytes(12).toString('base64url');
      pages.set(nextPageToken, rest);
    }
    json(response, 200, { results: page, ...(nextPageToken ? { nextPageToken } : {}), fieldMask: 'fields' });
  };

  const runQuery = (resource: string, query: string, customer: FakeCustomer): GoogleRow[] => {
    const describe = (entry: FakeCustomer) => ({
      resourceName: `customers/${entry.id}`,
      id: entry.id,
      ...(entry.name ? { descriptiveName: entry.name } : {}),
      currencyCode: entry.currency ?? 'CZK',
      timeZone: entry.timeZone ?? 'Europe/Prague',
      manager: entry.manager,
      testAccount: false,
      status: 'ENABLED',
    });
    if (resource === 'customer') return [{ customer: describe(customer) }];
    if (resource === 'conversion_action')
      return scenario.conversionActions
        .filter((action) => action.customerId === customer.id && action.status !== 'REMOVED')
        .map(({ customerId: _customer, ...action }) => ({
          conversionAction: {
            resourceName: `customers/${customer.id}/conversionActions/${action.id}`,
            ...action,
          },
        }));
    if (resource === 'customer_client')
      return scenario.customers
        .filter((entry) => entry.managerId === customer.id)
        .map((entry) => ({
          customerClient: {
            ...describe(entry),
            resourceName: `customers/${customer.id}/customerClients/${entry.id}`,
          },
        }));
    const range = /segments\.date BETWEEN '(\d{4}-\d{2}-\d{2})' AND '(\d{4}-\d{2}-\d{2})'/.exec(query);
    return scenario.campaigns
      .filter(
        (day) =>
          day.customerId === customer.id && (!range || (day.date >= range[1]! && day.date <= range[2]!)),
      )
      .map((day) => ({
        campaign: {
          resourceName: `customers/${customer.id}/campaigns/${day.campaignId}`,
          id: day.campaignId,
          name: day.campaignName,
        },
        segments: { date: day.date },
        metrics: {
          costMicros: String(day.costMicros),
          clicks: String(day.clicks),
          impressions: String(day.impressions),
          conversions: day.conversions,
          conversionsValue: day.conversionsValue,
        },
      }));
  };

  const products = createProductHandlers(scenario, authorisedBearer, json);
  const server = createServer(async (request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://fake.local');
    requests.push({ method: request.method ?? 'GET', path: url.pathname, headers: request.headers, body });
    if (request.method === 'POST' && url.pathname === '/token') return handleToken(body, response);
    // The consent screen, approved at once: back to the redirect URI with a code (a browser's way).
    if (request.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      try {
        const { code, state } = fake.authorize(url.toString());
        const back = new URL(url.searchParams.get('redirect_uri') ?? '');
        back.search = new URLSearchParams({
          code,
          state,
          scope: url.searchParams.get('scope') ?? '',
        }).toString();
        response.writeHead(302, { location: back.toString() });
        return response.end();
      } catch (error) {
        return json(response, 400, { error: 'invalid_request', error_description: String(error) });
      }
    }
    if (request.method === 'GET' && url.pathname === '/v24/customers:listAccessibleCustomers') {
      if (!authorised(request, response)) return;
      return json(response, 200, {
        resourceNames: scenario.customers
          .filter((entry) => entry.accessible)
          .map((entry) => `customers/${entry.id}`),
      });
    }
    if (request.method === 'GET' && url.pathname === '/v1beta/accountSummaries') {
      if (!authorisedBearer(request, response)) return;
      const accounts = [...new Set(scenario.ga4Properties.map((property) => property.account))];
      return json(response, 200, {
        accountSummaries: accounts.map((account, index) => ({
          name: `accountSummaries/${index + 1}`,
          account: `accounts/${index + 1}`,
          displayName: account,
          propertySummaries: scenario.ga4Properties
            .filter((property) => property.account === account)
            .map((property) => ({
              property: `properties/${property.id}`,
              displayName: property.name,
              propertyType: 'PROPERTY_TYPE_ORDINARY',
            })),
        })),
      });
    }
    const report = /^\/v1beta\/properties\/(\d+):runReport$/.exec(url.pathname);
    if (request.method === 'POST' && report) {
      if (!authorisedBearer(request, response)) return;
      if (!scenario.ga4Properties.some((property) => property.id === report[1])) {
        return json(response, 403, {
          error: {
            code: 403,
            message: 'User does not have sufficient permissions for this property.',
            status: 'PERMISSION_DENIED',
          },
        });
      }
      if (scenario.rateLimit > 0) {
        scenario.rateLimit--;
        return json(response, 429, {
          error: {
            code: 429,
            message: 'Exhausted property tokens per hour for this project.',
            status: 'RESOURCE_EXHAUSTED',
          },
        });
      }
      const parsed = JSON.parse(body || '{}') as {
        dateRanges?: { startDate: string; endDate: string }[];
        limit?: string;
        offset?: string;
      };
      const range = parsed.dateRanges?.[0];
      const rows = scenario.ga4Rows
        .filter(
          (row) =>
            row.propertyId === report[1] &&
            (!range || (row.date >= range.startDate && row.date <= range.endDate)),
        )
        .map((row) => ({
          dimensionValues: [
            { value: row.date.replace(/-/g, '') },
            { value: row.source },
            { value: row.medium },
          ],
          metricValues: [
            { value: String(row.sessions) },
            { value: String(row.users) },
            { value: String(row.keyEvents) },
            { value: String(row.revenue) },
          ],
        }));
      const offset = Number(parsed.offset ?? 0);
      const limit = Math.min(Number(parsed.limit ?? 10_000), scenario.ga4PageSize);
      return json(response, 200, {
        dimensionHeaders: [{ name: 'date' }, { name: 'sessionSource' }, { name: 'sessionMedium' }],
        metricHeaders: [
          { name: 'sessions', type: 'TYPE_INTEGER' },
          { name: 'totalUsers', type: 'TYPE_INTEGER' },
          { name: 'keyEvents', type: 'TYPE_INTEGER' },
          { name: 'purchaseRevenue', type: 'TYPE_CURRENCY' },
        ],
        rows: rows.slice(offset, offset + limit),
        rowCount: rows.length,
        metadata: { currencyCode: 'CZK', timeZone: 'Europe/Prague' },
        kind: 'analyticsData#runReport',
      });
    }
    if (await products(request, url, body, response)) return;
    const search = /^\/v24\/customers\/(\d+)\/googleAds:search$/.exec(url.pathname);
    if (request.method === 'POST' && search) {
      if (!authorised(request, response)) return;
      return handleSearch(search[1]!, body, request, response);
    }
    const upload = /^\/v24\/customers\/(\d+):uploadClickConversions$/.exec(url.pathname);
    if (request.method === 'POST' && upload) {
      if (!authorised(request, response)) return;
      return handleUpload(upload[1]!, body, request, response);
    }
    json(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeGoogle = {
    origin,
    scenario,
    requests,
    clickConversions,
    issuedRefreshTokens,
    issuedAccessTokens,
    authorize(authorizeUrl) {
      const url = new URL(authorizeUrl);
      const params = url.searchParams;
      if (params.get('client_id') !== scenario.clientId) throw new Error('unknown client');
      if (params.get('code_challenge_method') !== 'S256') throw new Error('PKCE S256 required');
      const code = `4/fake-${randomBytes(16).toString('base64url')}`;
      codes.set(code, {
        challenge: params.get('code_challenge') ?? '',
        redirectUri: params.get('redirect_uri') ?? '',
        clientId: params.get('client_id') ?? '',
        scope: params.get('scope') ?? '',
      });
      return { code, state: params.get('state') ?? '' };
    },
    expireAccessTokens() {
      for (const token of accessTokens.keys()) accessTokens.set(token, 0);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  return fake;
}

type GoogleRow = Record<string, unknown>;
