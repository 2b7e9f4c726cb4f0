import type { OpenAPIHono } from '@hono/zod-openapi';
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
} from '@ziskomer/contracts';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction, defineRoute } from '../../http/define-route.ts';
import { errorResponses, jsonBody, jsonResponse } from '../../http/openapi-responses.ts';
import { createBudget } from './create-budget.ts';
import { deleteBudget } from './delete-budget.ts';
import { getBudgetStatus } from './get-budget-status.ts';
import { listBudgetAlerts } from './list-budget-alerts.ts';
import { listBudgets } from './list-budgets.ts';
import { updateBudget } from './update-budget.ts';
import { updateBudgetAlert } from './update-budget-alert.ts';
import { writeShopBudgets } from './write-shop-budgets.ts';

const tags = ['budgets'];
const shopParams = z.object({ shopId: z.string() });
// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.
const budgetParams = shopParams.extend({ budgetId: z.string() });
const alertParams = shopParams.extend({ alertId: z.string() });

// Every member of the shop sees its budgets, their status and alerts; planning money and handling
// the alerts (which everyone sees) is for the shop's admins (docs/SECURITY.md).
const listRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/budgets',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's budgets with their channel budgets, oldest first",
  request: { params: shopParams },
  responses: { 200: jsonResponse('Budgets', budgetListSchema), ...errorResponses(401, 404) },
});

const createRoute = defineRoute({
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

const updateRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}/budgets/{budgetId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Changes a budget; `channels`, when given, is its whole new set of channel budgets',
  request: { params: budgetParams, ...jsonBody(updateBudgetSchema) },
  responses: { 200: jsonResponse('The changed budget', budgetSchema), ...errorResponses(401, 403, 404, 422) },
});

const deleteRoute = defineRoute({
  method: 'delete',
  path: '/api/shops/{shopId}/budgets/{budgetId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Deletes a budget with its channel budgets and alerts',
  request: { params: budgetParams },
  responses: { 204: { description: 'Deleted' }, ...errorResponses(401, 403, 404) },
});

const statusRoute = defineRoute({
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

const alertsRoute = defineRoute({
  method: 'get',
  path: '/api/shops/{shopId}/budget-alerts',
  access: { shop: 'viewer' },
  tags,
  summary: "The shop's budget alerts, newest first: unresolved ones (state=open, default) or all",
  request: { params: shopParams, query: budgetAlertListQuerySchema },
  responses: { 200: jsonResponse('Budget alerts', budgetAlertListSchema), ...errorResponses(401, 404, 422) },
});

const updateAlertRoute = defineRoute({
  method: 'patch',
  path: '/api/shops/{shopId}/budget-alerts/{alertId}',
  access: { shop: 'admin' },
  tags,
  summary: 'Marks a budget alert read (or unread), or resolves it',
  request: { params: alertParams, ...jsonBody(updateBudgetAlertSchema) },
  responses: { 200: jsonResponse('The alert', budgetAlertSchema), ...errorResponses(401, 403, 404, 422) },
});

export function registerBudgetRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, listRoute, async (c, scope) =>
    c.json(await listBudgets(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, statusRoute, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    return c.json(await getBudgetStatus(scope, shopId, budgetId), 200);
  });
  addRoute(app, alertsRoute, async (c, scope) =>
    c.json(await listBudgetAlerts(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );

  // Writes run in a transaction of their own, so the shop's cached statuses are dropped after it commits.
  addRouteWithoutTransaction(app, createRoute, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(
      await writeShopBudgets(scope, shopId, (trxScope) => createBudget(trxScope, shopId, input)),
      201,
    );
  });
  addRouteWithoutTransaction(app, updateRoute, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(
      await writeShopBudgets(scope, shopId, (trxScope) => updateBudget(trxScope, shopId, budgetId, input)),
      200,
    );
  });
  addRouteWithoutTransaction(app, deleteRoute, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    await writeShopBudgets(scope, shopId, (trxScope) => deleteBudget(trxScope, shopId, budgetId));
    return c.body(null, 204);
  });
  addRouteWithoutTransaction(app, updateAlertRoute, async (c, scope) => {
    const { shopId, alertId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(
      await writeShopBudgets(scope, shopId, (trxScope) =>
        updateBudgetAlert(trxScope, shopId, alertId, input),
      ),
      200,
    );
  });
}
