import type { OpenAPIHono } from '@hono/zod-openapi';
import {
  connectionSchema,
  connectorListSchema,
  finishedConnectionSchema,
  finishGoogleConnectionSchema,
  googleAdsOverviewSchema,
  googleAnalyticsOverviewSchema,
  selectGa4PropertySchema,
  selectGoogleAdsAccountSchema,
  startConnectionSchema,
  startedConnectionSchema,
  updateConnectionSchema,
} from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { disconnectConnection } from './disconnect-connection.ts';
import { finishGoogleConnection } from './finish-google-connection.ts';
import { getGoogleAdsOverview } from './get-google-ads-overview.ts';
import { getGoogleAnalyticsOverview } from './get-google-analytics-overview.ts';
import { listConnections } from './list-connections.ts';
import { refreshGoogleAdsAccounts } from './refresh-google-ads-accounts.ts';
import { selectGa4Property } from './select-ga4-property.ts';
import { selectGoogleAdsAccount } from './select-google-ads-account.ts';
import { startGoogleConnection } from './start-google-connection.ts';
import { syncConnectionNow } from './sync-connection-now.ts';
import { updateConnection } from './update-connection.ts';

const tags = ['connections'];
const shopParams = z.object({ shopId: z.string() });
const connectionParams = shopParams.extend({ connectionId: z.uuid() });

const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/connections',
  access: { shop: 'viewer' },
  tags,
  summary: "Every connector of the product with the shop's connection, its sync state and schedule",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Connectors', connectorListSchema), ...errorResponses(401, 403, 404) },
});

const startGoogleRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/connections/google/start',
  access: { shop: 'admin' },
  tags,
  summary: "Starts Google's OAuth consent for a product: the URL to send the browser to (PKCE, signed state)",
  request: { params: shopParams, ...jsonBody(startConnectionSchema) },
  responses: {
    200: jsonResponse("Google's consent URL", startedConnectionSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const finishGoogleRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/connections/google/callback',
  access: { shop: 'admin' },
  tags,
  summary:
    'Finishes the consent: checks the state, trades the code for tokens (stored sealed), fetches the accounts',
  request: { params: shopParams, ...jsonBody(finishGoogleConnectionSchema) },
  responses: {
    200: jsonResponse('The connection', finishedConnectionSchema),
    ...errorResponses(400, 401, 403, 404, 422, 502),
  },
});

const updateRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}/connections/{connectionId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Changes how often the connection syncs (6, 12 or 24 hours), or pauses and resumes it',
  request: { params: connectionParams, ...jsonBody(updateConnectionSchema) },
  responses: {
    200: jsonResponse('The connection', connectionSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const syncRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/connections/{connectionId}/sync',
  access: { shop: 'admin' },
  tags,
  summary: 'Queues a sync of the connection now',
  request: { params: connectionParams },
  responses: { 202: jsonResponse('The connection', connectionSchema), ...errorResponses(401, 403, 404, 409) },
});

const disconnectRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/connections/{connectionId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Disconnects: deletes the tokens and the schedule; the synced data stays',
  request: { params: connectionParams },
  responses: { 204: { description: 'Disconnected' }, ...errorResponses(401, 403, 404) },
});

const googleAdsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/google-ads',
  access: { shop: 'viewer' },
  tags,
  summary:
    'The Google Ads connection: accounts (basic, managers and their clients), the chosen one, sync state',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Google Ads', googleAdsOverviewSchema), ...errorResponses(401, 403, 404) },
});

const selectAccountRoute = defineRoute({
  method: 'put',
  path: '/api/shops/{shopId}/google-ads/selection',
  access: { shop: 'admin' },
  tags,
  summary:
    'Chooses the Google Ads account to sync (a basic account or a manager’s client) and queues its sync',
  request: { params: shopParams, ...jsonBody(selectGoogleAdsAccountSchema) },
  responses: {
    200: jsonResponse('Google Ads', googleAdsOverviewSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const refreshAccountsRoute = defineRoute({
  method: 'post',
  path: '/api/shops/{shopId}/google-ads/accounts/refresh',
  access: { shop: 'admin' },
  tags,
  summary: 'Queues a new fetch of the Google Ads accounts the connection reaches',
  request: { params: shopParams },
  responses: {
    202: jsonResponse('Google Ads', googleAdsOverviewSchema),
    ...errorResponses(401, 403, 404, 409),
  },
});

const googleAnalyticsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/google-analytics',
  access: { shop: 'viewer' },
  tags,
  summary: 'The GA4 connection, its property, and GA4 beside the shop’s orders by source and by day',
  request: {
    params: shopParams,
    query: z.object({ days: z.enum(['7', '30', '90']).optional() }),
  },
  responses: {
    200: jsonResponse('Google Analytics', googleAnalyticsOverviewSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const selectPropertyRoute = defineRoute({
  method: 'put',
  path: '/api/shops/{shopId}/google-analytics/property',
  access: { shop: 'admin' },
  tags,
  summary: 'Chooses the GA4 property to sync and queues its sync',
  request: { params: shopParams, ...jsonBody(selectGa4PropertySchema) },
  responses: { 204: { description: 'Chosen' }, ...errorResponses(401, 403, 404, 409, 422) },
});

export function registerConnectionRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));

  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listConnections(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, startGoogleRoute, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startGoogleConnection(scope, c.req.valid('param').shopId, c.req.valid('json')), 200);
  });
  // The code is traded for tokens at Google: no database connection is held while it answers.
  addRouteWithoutTransaction(app, finishGoogleRoute, async (c, scope) =>
    c.json(await finishGoogleConnection(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, updateRoute, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    return c.json(await updateConnection(scope, shopId, connectionId, c.req.valid('json'), language(c)), 200);
  });
  addRoute(app, syncRoute, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    return c.json(await syncConnectionNow(scope, shopId, connectionId, language(c)), 202);
  });
  addRoute(app, disconnectRoute, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    await disconnectConnection(scope, shopId, connectionId);
    return c.body(null, 204);
  });
  addRoute(app, googleAdsRoute, async (c, scope) =>
    c.json(await getGoogleAdsOverview(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, selectAccountRoute, async (c, scope) =>
    c.json(
      await selectGoogleAdsAccount(scope, c.req.valid('param').shopId, c.req.valid('json'), language(c)),
      200,
    ),
  );
  addRoute(app, googleAnalyticsRoute, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(
      await getGoogleAnalyticsOverview(scope, c.req.valid('param').shopId, days, language(c)),
      200,
    );
  });
  addRoute(app, selectPropertyRoute, async (c, scope) => {
    await selectGa4Property(scope, c.req.valid('param').shopId, c.req.valid('json'));
    return c.body(null, 204);
  });
  addRoute(app, refreshAccountsRoute, async (c, scope) =>
    c.json(await refreshGoogleAdsAccounts(scope, c.req.valid('param').shopId, language(c)), 202),
  );
}
