import { z } from 'zod';
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
} from '../connections.ts';
import {
  businessProfileOverviewSchema,
  merchantCenterOverviewSchema,
  searchConsoleOverviewSchema,
  selectGoogleTargetSchema,
} from '../google-products.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['connections'];
const shopParams = z.object({ shopId: z.string() });
const connectionParams = shopParams.extend({ connectionId: z.uuid() });

const listRoute = contractRoute({
  operationId: 'listConnections',
  method: 'get',
  path: '/api/shops/{shopId}/connections',
  access: { shop: 'viewer' },
  tags,
  summary: "Every connector of the product with the shop's connection, its sync state and schedule",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Connectors', connectorListSchema), ...errorResponses(401, 403, 404) },
});

const startGoogleRoute = contractRoute({
  operationId: 'startGoogleConnection',
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

const finishGoogleRoute = contractRoute({
  operationId: 'finishGoogleConnection',
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

const updateRoute = contractRoute({
  operationId: 'updateConnection',
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

const syncRoute = contractRoute({
  operationId: 'syncConnectionNow',
  method: 'post',
  path: '/api/shops/{shopId}/connections/{connectionId}/sync',
  access: { shop: 'admin' },
  tags,
  summary: 'Queues a sync of the connection now',
  request: { params: connectionParams },
  responses: { 202: jsonResponse('The connection', connectionSchema), ...errorResponses(401, 403, 404, 409) },
});

const disconnectRoute = contractRoute({
  operationId: 'disconnectConnection',
  method: 'delete',
  path: '/api/shops/{shopId}/connections/{connectionId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Disconnects: deletes the tokens and the schedule; the synced data stays',
  request: { params: connectionParams },
  responses: { 204: { description: 'Disconnected' }, ...errorResponses(401, 403, 404) },
});

const googleAdsRoute = contractRoute({
  operationId: 'getGoogleAdsOverview',
  method: 'get',
  path: '/api/shops/{shopId}/google-ads',
  access: { shop: 'viewer' },
  tags,
  summary:
    'The Google Ads connection: accounts (basic, managers and their clients), the chosen one, sync state',
  request: { params: shopParams },
  responses: { 200: jsonResponse('Google Ads', googleAdsOverviewSchema), ...errorResponses(401, 403, 404) },
});

const selectAccountRoute = contractRoute({
  operationId: 'selectGoogleAdsAccount',
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

const refreshAccountsRoute = contractRoute({
  operationId: 'refreshGoogleAdsAccounts',
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

const googleAnalyticsRoute = contractRoute({
  operationId: 'getGoogleAnalyticsOverview',
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

const selectPropertyRoute = contractRoute({
  operationId: 'selectGa4Property',
  method: 'put',
  path: '/api/shops/{shopId}/google-analytics/property',
  access: { shop: 'admin' },
  tags,
  summary: 'Chooses the GA4 property to sync and queues its sync',
  request: { params: shopParams, ...jsonBody(selectGa4PropertySchema) },
  responses: { 204: { description: 'Chosen' }, ...errorResponses(401, 403, 404, 409, 422) },
});

const selectTargetRoute = contractRoute({
  operationId: 'selectConnectionTarget',
  method: 'put',
  path: '/api/shops/{shopId}/connections/{connectionId}/target',
  access: { shop: 'admin' },
  tags,
  summary:
    'Chooses what a Search Console, Merchant Center or Business Profile connection syncs (a site, an account, a location) and queues its sync',
  request: { params: connectionParams, ...jsonBody(selectGoogleTargetSchema) },
  responses: {
    200: jsonResponse('The connection', connectionSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const daysQuery = z.object({ days: z.enum(['7', '30', '90']).optional() });

const searchConsoleRoute = contractRoute({
  operationId: 'getSearchConsoleOverview',
  method: 'get',
  path: '/api/shops/{shopId}/search-console',
  access: { shop: 'viewer' },
  tags,
  summary: 'The Search Console connection, its site, and clicks and impressions by day, query and page',
  request: { params: shopParams, query: daysQuery },
  responses: {
    200: jsonResponse('Search Console', searchConsoleOverviewSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

const merchantCenterRoute = contractRoute({
  operationId: 'getMerchantCenterOverview',
  method: 'get',
  path: '/api/shops/{shopId}/merchant-center',
  access: { shop: 'viewer' },
  tags,
  summary:
    'The Merchant Center connection, its account, and the products approved, disapproved (with reasons) and pending',
  request: { params: shopParams },
  responses: {
    200: jsonResponse('Merchant Center', merchantCenterOverviewSchema),
    ...errorResponses(401, 403, 404),
  },
});

const businessProfileRoute = contractRoute({
  operationId: 'getBusinessProfileOverview',
  method: 'get',
  path: '/api/shops/{shopId}/business-profile',
  access: { shop: 'viewer' },
  tags,
  summary:
    'The Business Profile connection, its location, and its views, calls, website clicks and directions by day',
  request: { params: shopParams, query: daysQuery },
  responses: {
    200: jsonResponse('Business Profile', businessProfileOverviewSchema),
    ...errorResponses(401, 403, 404, 422),
  },
});

/** The routes of this area, by operationId. */
export const connectionRoutes = {
  listConnections: listRoute,
  startGoogleConnection: startGoogleRoute,
  finishGoogleConnection: finishGoogleRoute,
  updateConnection: updateRoute,
  syncConnectionNow: syncRoute,
  disconnectConnection: disconnectRoute,
  getGoogleAdsOverview: googleAdsRoute,
  selectGoogleAdsAccount: selectAccountRoute,
  refreshGoogleAdsAccounts: refreshAccountsRoute,
  getGoogleAnalyticsOverview: googleAnalyticsRoute,
  selectGa4Property: selectPropertyRoute,
  selectConnectionTarget: selectTargetRoute,
  getSearchConsoleOverview: searchConsoleRoute,
  getMerchantCenterOverview: merchantCenterRoute,
  getBusinessProfileOverview: businessProfileRoute,
};
