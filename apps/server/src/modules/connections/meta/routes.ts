import type { OpenAPIHono } from '@hono/zod-openapi';
import { metaAdsRoutes } from '@ziskomer/contracts';
import { pickLanguage } from '@ziskomer/i18n';
import type { AppEnv } from '../../../http/app-env.ts';
import { addRoute, addRouteWithoutTransaction } from '../../../http/define-route.ts';
import { chooseMetaCompleteness } from './choose-meta-completeness.ts';
import { finishMetaConnection } from './finish-meta-connection.ts';
import { getMetaOverview } from './get-meta-overview.ts';
import { refreshMetaAccounts } from './refresh-meta-accounts.ts';
import { selectMetaAccount } from './select-meta-account.ts';
import { startMetaConnection } from './start-meta-connection.ts';

/** /facebook and /oauth/facebook/callback: Meta's login, ad accounts, overview and completeness choice. */
export function registerMetaRoutes(app: OpenAPIHono<AppEnv>) {
  const language = (c: { req: { header(name: string): string | undefined } }) =>
    pickLanguage(c.req.header('accept-language'));

  addRoute(app, metaAdsRoutes.startMetaConnection, async (c, scope) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await startMetaConnection(scope, c.req.valid('param').shopId), 200);
  });
  // The code is traded for tokens at Meta: no database connection is held while it answers.
  addRouteWithoutTransaction(app, metaAdsRoutes.finishMetaConnection, async (c, scope) =>
    c.json(await finishMetaConnection(scope, c.req.valid('param').shopId, c.req.valid('json')), 200),
  );
  addRoute(app, metaAdsRoutes.getMetaOverview, async (c, scope) =>
    c.json(await getMetaOverview(scope, c.req.valid('param').shopId, language(c)), 200),
  );
  addRoute(app, metaAdsRoutes.selectMetaAccount, async (c, scope) =>
    c.json(
      await selectMetaAccount(scope, c.req.valid('param').shopId, c.req.valid('json'), language(c)),
      200,
    ),
  );
  addRoute(app, metaAdsRoutes.refreshMetaAccounts, async (c, scope) =>
    c.json(await refreshMetaAccounts(scope, c.req.valid('param').shopId, language(c)), 202),
  );
  addRoute(app, metaAdsRoutes.chooseMetaCompleteness, async (c, scope) =>
    c.json(
      await chooseMetaCompleteness(scope, c.req.valid('param').shopId, c.req.valid('json'), language(c)),
      200,
    ),
  );
}
