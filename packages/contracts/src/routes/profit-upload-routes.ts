import { z } from 'zod';
import {
  profitUploadOverviewSchema,
  profitUploadPlatformSchema,
  updateProfitUploadSchema,
} from '../profit-upload.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['connections'];
const params = z.object({ shopId: z.string(), platform: profitUploadPlatformSchema });

const getRoute = contractRoute({
  operationId: 'getProfitUpload',
  method: 'get',
  path: '/api/shops/{shopId}/profit-upload/{platform}',
  access: { shop: 'viewer' },
  tags,
  summary:
    "Profit back to the platform: whether each order's gross profit is sent as the conversion value, where to, and what was sent or refused in the last 30 days",
  request: { params },
  responses: {
    200: jsonResponse('The setting and the log', profitUploadOverviewSchema),
    ...errorResponses(401, 403, 404),
  },
});

const updateRoute = contractRoute({
  operationId: 'updateProfitUpload',
  method: 'put',
  path: '/api/shops/{shopId}/profit-upload/{platform}',
  access: { shop: 'admin' },
  tags,
  summary:
    'Turns sending the gross profit on or off and chooses the conversion action, pixel or SEM ID; turning it on queues a first upload',
  request: { params, ...jsonBody(updateProfitUploadSchema) },
  responses: {
    200: jsonResponse('The setting and the log', profitUploadOverviewSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

/** The routes of "profit back to the platforms", by operationId. */
export const profitUploadRoutes = {
  getProfitUpload: getRoute,
  updateProfitUpload: updateRoute,
};
