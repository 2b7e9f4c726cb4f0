import type { OpenAPIHono } from '@hono/zod-openapi';
import { orderRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { recordActivity } from '../activity/index.ts';
import { createOrder } from './create-order.ts';
import { csvHeaders } from './csv-stream.ts';
import { deleteOrderData } from './delete-order-data.ts';
import { exportOrdersCsv } from './export-orders-csv.ts';
import { getOrder } from './get-order.ts';
import { listOrders } from './list-orders.ts';
import { getShopSettings } from './queries/get-shop-settings.ts';

export function registerOrderRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, orderRoutes.listOrders, async (c, scope) =>
    c.json(await listOrders(scope, c.req.valid('param').shopId, c.req.valid('query')), 200),
  );
  addRoute(app, orderRoutes.exportOrdersCsv, async (c, scope) => {
    const { shopId } = c.req.valid('param');
    const { timeZone } = await getShopSettings(scope.db, shopId);
    await recordActivity(scope, { kind: 'export', action: 'orders_exported', shopId });
    const stream = await exportOrdersCsv(
      { request: scope.db, pool: scope.deps.db },
      { userId: scope.user.id, shopId, timeZone, label: `${c.get('requestId')} GET ${c.req.path}` },
      c.req.valid('query'),
    );
    return new Response(stream, { headers: csvHeaders('objednavky.csv') });
  });
  addRoute(app, orderRoutes.getOrder, async (c, scope) => {
    const { shopId, orderId } = c.req.valid('param');
    return c.json(await getOrder(scope, shopId, orderId), 200);
  });
  addRoute(app, orderRoutes.createOrder, async (c, scope) =>
    c.json(await createOrder(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, orderRoutes.deleteOrderData, async (c, scope) => {
    await deleteOrderData(scope, c.req.valid('param').shopId);
    return c.json({ message: 'Order data successfully deleted' as const }, 200);
  });
}
