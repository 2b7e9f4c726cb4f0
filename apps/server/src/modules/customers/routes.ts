import type { OpenAPIHono } from '@hono/zod-openapi';
import { customerRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { csvHeaders } from '../orders/index.ts';
import { createCustomer } from './create-customer.ts';
import { eraseCustomer } from './profile/erase-customer.ts';
import { exportCustomerData } from './profile/export-customer-data.ts';
import { exportCustomerOrdersCsv } from './profile/export-customer-orders-csv.ts';
import { getCustomerProfile } from './profile/get-customer-profile.ts';

export function registerCustomerRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, customerRoutes.getCustomerProfile, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    return c.json(await getCustomerProfile(scope, shopId, customerKey), 200);
  });
  addRoute(app, customerRoutes.exportCustomerOrdersCsv, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    const stream = await exportCustomerOrdersCsv(
      scope,
      shopId,
      customerKey,
      `${c.get('requestId')} GET ${c.req.path}`,
    );
    return new Response(stream, { headers: csvHeaders('objednavky-zakaznika.csv') });
  });
  addRoute(app, customerRoutes.exportCustomerData, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    const data = await exportCustomerData(scope, shopId, customerKey);
    return new Response(JSON.stringify(data, null, 2), {
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': 'attachment; filename="zakaznik-export.json"',
        'cache-control': 'no-store',
      },
    });
  });
  addRoute(app, customerRoutes.eraseCustomer, async (c, scope) => {
    const { shopId, customerKey } = c.req.valid('param');
    return c.json(await eraseCustomer(scope, shopId, customerKey, c.req.valid('json').confirm), 200);
  });
  addRoute(app, customerRoutes.createCustomer, async (c, scope) =>
    c.json(await createCustomer(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
}
