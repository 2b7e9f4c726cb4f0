import { agencyOverviewSchema, agencyQuerySchema } from '../agency.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const overviewRoute = contractRoute({
  operationId: 'getAgencyOverview',
  method: 'get',
  path: '/api/agency',
  // Any signed-in user: the answer holds only the shops the user reaches, so there is no object to check.
  access: 'user',
  tags: ['agency'],
  summary: 'Every shop the user reaches, side by side, with totals per currency',
  description:
    'Per shop: revenue, gross profit, ad spend, POAS, PNO and orders of the period and of the previous one, ' +
    'a trend per bucket, budget use and open budget alerts. Totals cover exactly the listed shops, one per ' +
    'currency, with POAS and PNO recomputed from the sums. `shops` narrows the list; ids the user cannot see ' +
    'are ignored.',
  request: { query: agencyQuerySchema },
  responses: { 200: jsonResponse('The overview', agencyOverviewSchema), ...errorResponses(401, 422) },
});

/** The routes of this area, by operationId. */
export const agencyRoutes = {
  getAgencyOverview: overviewRoute,
};
