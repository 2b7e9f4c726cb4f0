import type { OpenAPIHono } from '@hono/zod-openapi';
import { budgetRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { createBudget } from './create-budget.ts';
import { deleteBudget } from './delete-budget.ts';
import { getBudgetStatus } from './get-budget-status.ts';
import { listBudgetAlerts } from './list-budget-alerts.ts';
import { listBudgets } from './list-budgets.ts';
import { updateBudget } from './update-budget.ts';
import { updateBudgetAlert } from './update-budget-alert.ts';
import { writeShopBudgets } from './write-shop-budgets.ts';

// Not z.uuid(): a malformed id answers 404 like any other id the caller cannot see.

export function registerBudgetRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, budgetRoutes.listBudgets, async (c, scope) =>
    c.json(await listBudgets(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, budgetRoutes.getBudgetStatus, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    return c.json(await getBudgetStatus(scope, shopId, budgetId), 200);
  });
  addRoute(app, budgetRoutes.listBudgetAlerts, async (c, scope) =>
    c.json(await listBudgetAlerts(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );

  // Writes run in a transaction of their own, so the shop's cached statuses are dropped after it commits.
  addRouteWithoutTransaction(app, budgetRoutes.createBudget, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(
      await writeShopBudgets(scope, shopId, (trxScope) => createBudget(trxScope, shopId, input)),
      201,
    );
  });
  addRouteWithoutTransaction(app, budgetRoutes.updateBudget, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    const input = c.req.valid('json');
    return c.json(
      await writeShopBudgets(scope, shopId, (trxScope) => updateBudget(trxScope, shopId, budgetId, input)),
      200,
    );
  });
  addRouteWithoutTransaction(app, budgetRoutes.deleteBudget, async (c, scope) => {
    const { shopId, budgetId } = c.req.valid('param');
    await writeShopBudgets(scope, shopId, (trxScope) => deleteBudget(trxScope, shopId, budgetId));
    return c.body(null, 204);
  });
  addRouteWithoutTransaction(app, budgetRoutes.updateBudgetAlert, async (c, scope) => {
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
