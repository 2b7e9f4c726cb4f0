import { z } from 'zod';
import { finishedConnectionSchema, startedConnectionSchema } from '../connections.ts';
import {
  finishMetaConnectionSchema,
  metaCompletenessChoiceSchema,
  metaOverviewSchema,
  selectMetaAccountSchema,
} from '../meta-ads.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['connections'];
const shopParams = z.object({ shopId: z.string() });

const startRoute = contractRoute({
  operationId: 'startMetaConnection',
  method: 'post',
  path: '/api/shops/{shopId}/meta/start',
  access: { shop: 'admin' },
  tags,
  summary: "Starts Meta's login dialog (Facebook Login for Business): the URL to send the browser to",
  request: { params: shopParams },
  responses: {
    200: jsonResponse("Meta's login dialog URL", startedConnectionSchema),
    ...errorResponses(401, 403, 404, 409),
  },
});

const finishRoute = contractRoute({
  operationId: 'finishMetaConnection',
  method: 'post',
  path: '/api/shops/{shopId}/meta/callback',
  access: { shop: 'admin' },
  tags,
  summary:
    'Finishes the login: checks the state, trades the code for a long-lived token (stored sealed), fetches the ad accounts',
  request: { params: shopParams, ...jsonBody(finishMetaConnectionSchema) },
  responses: {
    200: jsonResponse('The connection', finishedConnectionSchema),
    ...errorResponses(400, 401, 403, 404, 422, 502),
  },
});

const overviewRoute = contractRoute({
  operationId: 'getMetaOverview',
  method: 'get',
  path: '/api/shops/{shopId}/meta',
  access: { shop: 'viewer' },
  tags,
  summary:
    "The Meta connection: ad accounts, the chosen one, the campaigns' weekly frequency, data completeness and the last issue",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Meta', metaOverviewSchema), ...errorResponses(401, 403, 404) },
});

const selectRoute = contractRoute({
  operationId: 'selectMetaAccount',
  method: 'put',
  path: '/api/shops/{shopId}/meta/account',
  access: { shop: 'admin' },
  tags,
  summary: 'Chooses the Meta ad account to sync and queues its sync',
  request: { params: shopParams, ...jsonBody(selectMetaAccountSchema) },
  responses: { 200: jsonResponse('Meta', metaOverviewSchema), ...errorResponses(401, 403, 404, 409, 422) },
});

const refreshRoute = contractRoute({
  operationId: 'refreshMetaAccounts',
  method: 'post',
  path: '/api/shops/{shopId}/meta/accounts/refresh',
  access: { shop: 'admin' },
  tags,
  summary: 'Queues a new fetch of the ad accounts the Meta connection reaches',
  request: { params: shopParams },
  responses: { 202: jsonResponse('Meta', metaOverviewSchema), ...errorResponses(401, 403, 404, 409) },
});

const completenessRoute = contractRoute({
  operationId: 'chooseMetaCompleteness',
  method: 'put',
  path: '/api/shops/{shopId}/meta/completeness',
  access: { shop: 'admin' },
  tags,
  summary:
    "With days missing: use what there is ('use_available'), or queue a sync of all 90 days again ('reload_all')",
  request: { params: shopParams, ...jsonBody(metaCompletenessChoiceSchema) },
  responses: { 200: jsonResponse('Meta', metaOverviewSchema), ...errorResponses(401, 403, 404, 409, 422) },
});

/** The routes of Meta (Facebook, Instagram), by operationId. */
export const metaAdsRoutes = {
  startMetaConnection: startRoute,
  finishMetaConnection: finishRoute,
  getMetaOverview: overviewRoute,
  selectMetaAccount: selectRoute,
  refreshMetaAccounts: refreshRoute,
  chooseMetaCompleteness: completenessRoute,
};
