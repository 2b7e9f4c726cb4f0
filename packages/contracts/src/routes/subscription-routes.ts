import { subscriptionSchema } from '../subscription.ts';
import { contractRoute, errorResponses, jsonResponse } from './route-helpers.ts';

const getSubscription = contractRoute({
  operationId: 'getSubscription',
  method: 'get',
  path: '/api/me/subscription',
  access: 'user',
  tags: ['account'],
  summary: "The signed-in account's plan, trial and usage against the plan's limits",
  description:
    'The plan in force (a granted full plan, the 14-day trial of the full plan, or the free plan), ' +
    "the trial's dates and days left, the plan's limits and the account's usage: shops it created, " +
    'orders dated this calendar month in those shops, and their connected data sources.',
  responses: { 200: jsonResponse('The subscription', subscriptionSchema), ...errorResponses(401) },
});

/** The routes of this area, by operationId. */
export const subscriptionRoutes = { getSubscription };
