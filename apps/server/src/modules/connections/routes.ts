import type { OpenAPIHono } from '@hono/zod-openapi';
import { connectionRoutes, czechChannelRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../http/define-route.ts';
import { connectApiKey } from './api-key/connect-api-key.ts';
import { getBusinessProfileOverview } from './business-profile/get-business-profile-overview.ts';
import { disconnectConnection } from './disconnect-connection.ts';
import { registerEshopPlatformRoutes } from './eshop/routes.ts';
import { finishGoogleConnection } from './finish-google-connection.ts';
import { getGoogleAdsOverview } from './get-google-ads-overview.ts';
import { getGoogleAnalyticsOverview } from './get-google-analytics-overview.ts';
import { listConnections } from './list-connections.ts';
import { getMerchantCenterOverview } from './merchant/get-merchant-center-overview.ts';
import { registerMetaRoutes } from './meta/routes.ts';
import { getPriceComparisonOverview } from './price-comparison/get-price-comparison-overview.ts';
import { registerProfitUploadRoutes } from './profit-upload/routes.ts';
import { refreshGoogleAdsAccounts } from './refresh-google-ads-accounts.ts';
import { getSearchConsoleOverview } from './search-console/get-search-console-overview.ts';
import { selectConnectionTarget } from './select-connection-target.ts';
import { selectGa4Property } from './select-ga4-property.ts';
import { selectGoogleAdsAccount } from './select-google-ads-account.ts';
import { getSeznamOverview } from './sklik/get-seznam-overview.ts';
import { startGoogleConnection } from './start-google-connection.ts';
import { syncConnectionNow } from './sync-connection-now.ts';
import { updateConnection } from './update-connection.ts';

export function registerConnectionRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));

  addRoute(app, connectionRoutes.listConnections, async (c, scope) =>
    c.json(await listConnections(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, connectionRoutes.startGoogleConnection, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startGoogleConnection(scope, c.req.valid('param').shopId, c.req.valid('json')), 200);
  });
  // The code is traded for tokens at Google: no database connection is held while it answers.
  addRouteWithoutTransaction(app, connectionRoutes.finishGoogleConnection, async (c, scope) =>
    c.json(await finishGoogleConnection(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, connectionRoutes.updateConnection, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    return c.json(await updateConnection(scope, shopId, connectionId, c.req.valid('json'), language(c)), 200);
  });
  addRoute(app, connectionRoutes.syncConnectionNow, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    return c.json(await syncConnectionNow(scope, shopId, connectionId, language(c)), 202);
  });
  addRoute(app, connectionRoutes.disconnectConnection, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    await disconnectConnection(scope, shopId, connectionId);
    return c.body(null, 204);
  });
  addRoute(app, connectionRoutes.getGoogleAdsOverview, async (c, scope) =>
    c.json(await getGoogleAdsOverview(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, connectionRoutes.selectGoogleAdsAccount, async (c, scope) =>
    c.json(
      await selectGoogleAdsAccount(scope, c.req.valid('param').shopId, c.req.valid('json'), language(c)),
      200,
    ),
  );
  addRoute(app, connectionRoutes.getGoogleAnalyticsOverview, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(
      await getGoogleAnalyticsOverview(scope, c.req.valid('param').shopId, days, language(c)),
      200,
    );
  });
  addRoute(app, connectionRoutes.selectGa4Property, async (c, scope) => {
    await selectGa4Property(scope, c.req.valid('param').shopId, c.req.valid('json'));
    return c.body(null, 204);
  });
  addRoute(app, connectionRoutes.refreshGoogleAdsAccounts, async (c, scope) =>
    c.json(await refreshGoogleAdsAccounts(scope, c.req.valid('param').shopId, language(c)), 202),
  );
  addRoute(app, connectionRoutes.selectConnectionTarget, async (c, scope) => {
    const { shopId, connectionId } = c.req.valid('param');
    return c.json(
      await selectConnectionTarget(scope, shopId, connectionId, c.req.valid('json'), language(c)),
      200,
    );
  });
  addRoute(app, connectionRoutes.getSearchConsoleOverview, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(await getSearchConsoleOverview(scope, c.req.valid('param').shopId, days, language(c)), 200);
  });
  addRoute(app, connectionRoutes.getMerchantCenterOverview, async (c, scope) =>
    c.json(await getMerchantCenterOverview(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, connectionRoutes.getBusinessProfileOverview, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(
      await getBusinessProfileOverview(scope, c.req.valid('param').shopId, days, language(c)),
      200,
    );
  });
  // Sklik, Heureka and Zboží.cz: the key is checked at the provider, with no database connection held.
  addRouteWithoutTransaction(app, czechChannelRoutes.connectApiKey, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await connectApiKey(scope, c.req.valid('param').shopId, c.req.valid('json')), 200);
  });
  addRoute(app, czechChannelRoutes.getSeznamOverview, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(await getSeznamOverview(scope, c.req.valid('param').shopId, days, language(c)), 200);
  });
  addRoute(app, czechChannelRoutes.getPriceComparisonOverview, async (c, scope) => {
    const days = Number(c.req.valid('query').days ?? 30);
    return c.json(
      await getPriceComparisonOverview(scope, c.req.valid('param').shopId, days, language(c)),
      200,
    );
  });
  registerMetaRoutes(app);
  registerEshopPlatformRoutes(app);
  registerProfitUploadRoutes(app);
}
