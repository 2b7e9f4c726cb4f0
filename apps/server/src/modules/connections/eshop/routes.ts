import type { OpenAPIHono } from '@hono/zod-openapi';
import { ESHOP_WEBHOOK_MAX_BYTES, eshopPlatformRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import { AppError } from '../../../core/app-error.ts';
import type { AppEnv } from '../../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../../http/define-route.ts';
import { connectEshopPlatform } from './connect-eshop-platform.ts';
import { getEshopPlatformOverview } from './get-eshop-platform-overview.ts';
import { receiveEshopWebhook } from './receive-eshop-webhook.ts';

export function registerEshopPlatformRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));

  addRoute(app, eshopPlatformRoutes.getEshopPlatform, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getEshopPlatformOverview(scope, c.req.valid('param').shopId, language(c)), 200);
  });
  // The credentials are tried at the platform: no database connection is held while it answers.
  addRouteWithoutTransaction(app, eshopPlatformRoutes.connectEshopPlatform, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    const { shopId } = c.req.valid('param');
    return c.json(await connectEshopPlatform(scope, shopId, c.req.valid('json'), language(c)), 200);
  });
  // The body is read whole before the transaction opens (a slow sender must not hold it).
  addRouteWithoutTransaction(app, eshopPlatformRoutes.receiveEshopWebhook, async (c, scope) => {
    const declared = Number(c.req.header('content-length') ?? 0);
    if (declared > ESHOP_WEBHOOK_MAX_BYTES) throw new AppError('payload_too_large');
    const rawBody = await c.req.text();
    if (Buffer.byteLength(rawBody) > ESHOP_WEBHOOK_MAX_BYTES) throw new AppError('payload_too_large');
    const { platform, connectionId } = c.req.valid('param');
    const receipt = await receiveEshopWebhook(scope.deps, {
      platform,
      connectionId,
      rawBody,
      header: (name) => c.req.header(name),
    });
    return c.json(receipt, 200);
  });
}
