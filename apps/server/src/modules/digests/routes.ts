import type { OpenAPIHono } from '@hono/zod-openapi';
import { digestRoutes } from '@ziskomer/contracts';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { listAnomalyAlerts, resolveAnomalyAlert } from './anomalies/anomaly-alerts.ts';
import { computeDigestFigures } from './compute-digest-figures.ts';
import { listDigestDeliveries } from './digest-deliveries.ts';
import { addDigestRecipient, removeDigestRecipient, updateDigestRecipient } from './digest-recipients.ts';
import { getDigestSettings, updateDigestSettings } from './digest-settings.ts';
import { requestInShop } from './in-shop.ts';
import { sendDigestPreview } from './send-digest-preview.ts';
import { unsubscribeDigest } from './unsubscribe-digest.ts';

export function registerDigestRoutes(app: OpenAPIHono<AppEnv>) {
  addRoute(app, digestRoutes.getSettings, async (c, scope) =>
    c.json(await getDigestSettings(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, digestRoutes.updateSettings, async (c, scope) =>
    c.json(await updateDigestSettings(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, digestRoutes.addRecipient, async (c, scope) =>
    c.json(await addDigestRecipient(scope, c.req.valid('param').shopId, c.req.valid('json')), 201),
  );
  addRoute(app, digestRoutes.updateRecipient, async (c, scope) => {
    const { shopId, recipientId } = c.req.valid('param');
    return c.json(await updateDigestRecipient(scope, shopId, recipientId, c.req.valid('json')), 200);
  });
  addRoute(app, digestRoutes.removeRecipient, async (c, scope) => {
    const { shopId, recipientId } = c.req.valid('param');
    await removeDigestRecipient(scope, shopId, recipientId);
    return c.body(null, 204);
  });
  addRoute(app, digestRoutes.listDeliveries, async (c, scope) =>
    c.json(await listDigestDeliveries(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, digestRoutes.getPreview, async (c, scope) => {
    const figures = await computeDigestFigures(requestInShop(scope.db), {
      shopId: c.req.valid('param').shopId,
      period: c.req.valid('query').period,
      now: scope.deps.now(),
    });
    return c.json(figures, 200);
  });
  addRoute(app, digestRoutes.sendPreview, async (c, scope) =>
    c.json(await sendDigestPreview(scope, c.req.valid('param').shopId, c.req.valid('json')), 202),
  );
  addRoute(app, digestRoutes.listAnomalyAlerts, async (c, scope) =>
    c.json(await listAnomalyAlerts(scope, c.req.valid('param').shopId), 200),
  );
  addRoute(app, digestRoutes.resolveAnomalyAlert, async (c, scope) => {
    const { shopId, alertId } = c.req.valid('param');
    return c.json(await resolveAnomalyAlert(scope, shopId, alertId), 200);
  });
  // No session and no request transaction: the handler opens the token's shop scope itself.
  addRouteWithoutTransaction(app, digestRoutes.unsubscribe, async (c, scope) => {
    const body = c.req.header('content-type')?.startsWith('application/json')
      ? ((await c.req.json().catch(() => null)) as { token?: unknown } | null)
      : null;
    const token = typeof body?.token === 'string' ? body.token : c.req.query('token');
    return c.json(await unsubscribeDigest(scope.deps, token), 200);
  });
  addRoute(app, digestRoutes.apiKeyPreview, async (c, scope) => {
    const figures = await computeDigestFigures(requestInShop(scope.db), {
      shopId: scope.shopId,
      period: c.req.valid('query').period,
      now: scope.deps.now(),
    });
    return c.json(figures, 200);
  });
}
