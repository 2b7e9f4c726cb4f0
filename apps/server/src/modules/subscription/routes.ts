import type { OpenAPIHono } from '@hono/zod-openapi';
import { subscriptionRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute } from '../../http/define-route.ts';
import { getSubscription } from './get-subscription.ts';

export function registerSubscriptionRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, subscriptionRoutes.getSubscription, async (c, scope) =>
    c.json(await getSubscription(scope), 200),
  );
}
