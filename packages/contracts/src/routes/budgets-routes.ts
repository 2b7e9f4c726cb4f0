import { z } from 'zod';
import {
  budgetAlertListQuerySchema,
  budgetAlertListSchema,
  budgetAlertSchema,
  budgetListSchema,
  budgetSchema,
  budgetStatusSchema,
  createBudgetSchema,
  updateBudgetAlertSchema,
  updateBudgetSchema,
} from '../budgets.ts';
import { contractRoute, errorResponses, jsonBody, jsonResponse } from './route-helpers.ts';

const tags = ['budgets'];

const shopParams = z.object({ shopId: z.string() });

// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const budgetParams = shopParams.extend({ budgetId: z.string() });

const alertParams = shopParams.extend({ alertId: z.string() });

// Every member of the shop sees its budgets, their status and alerts; planning money and handling
// the alerts (which everyone sees) is for the shop's admins (docs/SECURITY.md).
const listRoute = contractRoute({
  operationId: 'listBudgets',
  method: 'get',
  path: '/api/shops/{shopId}/budgets',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's budgets with their channel budgets, oldest first",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Budgets', budgetListSchema), ...errorResponses(401, 404) },
});

const createRoute = contractRoute({
  operationId: 'createBudget',
  method: 'post',
  path: '/api/shops/{shopId}/budgets',
  access: { shop: 'admin' },
  tags,
  summary: "Adds a budget in the shop's currency with its channel budgets (monthly and active unless given)",
  request: { params: shopParams, ...jsonBody(createBudgetSchema) },
  responses: {
    201: jsonResponse('The new budget', budgetSchema),
    ...errorResponses(401, 403, 404, 409, 422),
  },
});

const updateRoute = contractRoute({
  operationId: 'updateBudget',
  method: 'patch',
  path: '/api/shops/{shopId}/budgets/{budgetId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Changes a budget; `channels`, when given, is its whole new set of channel budgets',
  request: { params: budgetParams, ...jsonBody(updateBudgetSchema) },
  responses: { 200: jsonResponse('The changed budget', budgetSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = contractRoute({
  operationId: 'deleteBudget',
  method: 'delete',
  path: '/api/shops/{shopId}/budgets/{budgetId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Deletes a budget with its channel budgets and alerts',
  request: { params: budgetParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const statusRoute = contractRoute({
  operationId: 'getBudgetStatus',
  method: 'get',
  path: '/api/shops/{shopId}/budgets/{budgetId}/status',
  access: { shop: 'viewer' },
  tags,
  summary:
    'The budget in its current period: spend and use per channel, attributed revenue and profit, ' +
    'POAS/ROAS/CPA, spending per day and campaign, the reallocation suggestion and the open alert count (cached 2 min)',
  request: { params: budgetParams },
  responses: { 200: jsonResponse('Budget status', budgetStatusSchema), ...errorResponses(401, 404) },
});

const alertsRoute = contractRoute({
  operationId: 'listBudgetAlerts',
  method: 'get',
  path: '/api/shops/{shopId}/budget-alerts',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's budget alerts, newest first: unresolved ones (state=open, default) or all",
  request: { params: shopParams, query: budgetAlertListQuerySchema },
  responses: { 200: jsonResponse('Budget alerts', budgetAlertListSchema), ...errorResponses(401, 404, 422) },
});

const updateAlertRoute = contractRoute({
  operationId: 'updateBudgetAlert',
  method: 'patch',
  path: '/api/shops/{shopId}/budget-alerts/{alertId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Marks a budget alert read (or unread), or resolves it',
  request: { params: alertParams, ...jsonBody(updateBudgetAlertSchema) },
  responses: { 200: jsonResponse('The alert', budgetAlertSchema), ...errorResponses(401, 403, 404, 422) },
});

/** The routes of this area, by operationId. */
export const budgetRoutes = {
  listBudgets: listRoute,
  createBudget: createRoute,
  updateBudget: updateRoute,
  deleteBudget: deleteRoute,
  getBudgetStatus: statusRoute,
  listBudgetAlerts: alertsRoute,
  updateBudgetAlert: updateAlertRoute,
};
