import type { OpenAPIHono } from '@hono/zod-openapi';
import { shopRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { createShop } from './create-shop.ts';
import { deleteShop } from './delete-shop.ts';
import { getShop } from './get-shop.ts';
import { listAccess } from './list-access.ts';
import { listShops } from './list-shops.ts';
import { revokeShopAccess } from './revoke-shop-access.ts';
import { setDefaultShop } from './set-default-shop.ts';
import { shareShop } from './share-shop.ts';
import { updateShop } from './update-shop.ts';

export function registerShopRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, shopRoutes.listShops, async (c, scope) => c.json({ items: await listShops(scope) }, 200));
  addRoute(app, shopRoutes.createShop, async (c, scope) =>
    c.json(await createShop(scope, c.req.valid('json')), 201),
  );
  addRoute(app, shopRoutes.getShop, async (c, scope) =>
    c.json(await getShop(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, shopRoutes.updateShop, async (c, scope) =>
    c.json(await updateShop(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, shopRoutes.deleteShop, async (c, scope) => {
    await deleteShop(scope, c.req.valid('param').shopId);
    return c.body(null, 204);
  });
  addRoute(app, shopRoutes.setDefaultShop, async (c, scope) =>
    c.json(await setDefaultShop(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, shopRoutes.listShopAccess, async (c, scope) =>
    c.json({ items: await listAccess(scope, c.req.valid('param').shopId) }, 200),
  );
  addRoute(app, shopRoutes.shareShop, async (c, scope) => {
    const { access, created } = await shareShop(scope, c.req.valid('param').shopId, c.req.valid('json'));
    return c.json(access, created ? 201 : 200);
  });
  addRoute(app, shopRoutes.revokeShopAccess, async (c, scope) => {
    const { shopId, accessId } = c.req.valid('param');
    await revokeShopAccess(scope, shopId, accessId);
    return c.body(null, 204);
  });
}
