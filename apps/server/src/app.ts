import { randomUUID } from 'node:crypto';
import { OpenAPIHono } from '@hono/zod-openapi';
import { AUTH_BASE_PATH } from '@ziskomer/contracts';
import { AppError } from './core/app-error.ts';
import type { Deps } from './core/deps.ts';
import type { SessionUser } from './core/session-user.ts';
import type { AppEnv } from './http/app-env.ts';
import { bindRequestSignal } from './http/bind-request-signal.ts';
import { clientAddress } from './http/client-address.ts';
import { handleError, validationHook } from './http/error-handler.ts';
import { originCheck } from './http/origin-check.ts';
import { rejectUnstorableUrl } from './http/reject-unstorable-url.ts';
import { registerAcademyRoutes } from './modules/academy/routes.ts';
import { registerActivityRoutes } from './modules/activity/routes.ts';
import { registerAgencyRoutes } from './modules/agency/routes.ts';
import { registerCustomerRfmExportRoutes } from './modules/analytics/customer-rfm-export/routes.ts';
import { registerAnalyticsRoutes } from './modules/analytics/routes.ts';
import { registerApiDocsRoutes } from './modules/api-docs/routes.ts';
import { registerApiKeyRoutes } from './modules/api-keys/routes.ts';
import { handleAuthRequest } from './modules/auth/index.ts';
import { registerBudgetRoutes } from './modules/budgets/routes.ts';
import { registerConnectionRoutes } from './modules/connections/routes.ts';
import { registerContactRoutes } from './modules/contact/routes.ts';
import { registerCostFreshnessRoutes } from './modules/cost-freshness/routes.ts';
import { registerCustomerRoutes } from './modules/customers/routes.ts';
import { registerDashboardRoutes } from './modules/dashboard/routes.ts';
import { registerDemoRoutes } from './modules/demo/routes.ts';
import { registerDigestRoutes } from './modules/digests/routes.ts';
import { registerHealthRoutes } from './modules/health/routes.ts';
import { registerImportScheduleRoutes } from './modules/import-schedules/routes.ts';
import { getImportUploadTypes, registerImportRoutes } from './modules/imports/routes.ts';
import { registerJobRoutes } from './modules/jobs/routes.ts';
import { registerLookerRoutes } from './modules/looker/routes.ts';
import { registerMeRoutes } from './modules/me/routes.ts';
import { registerNotificationRoutes } from './modules/notifications/routes.ts';
import { registerOrderFacetRoutes } from './modules/order-facets/routes.ts';
import { registerOrderTrackingRoutes } from './modules/order-tracking/routes.ts';
import { registerOrderRoutes } from './modules/orders/routes.ts';
import { registerProjectRoutes } from './modules/projects/routes.ts';
import { registerPublicApiRoutes } from './modules/public-api/routes.ts';
import { registerShopRoutes } from './modules/shops/routes.ts';
import { registerSqlEditorRoutes } from './modules/sql-editor/routes.ts';
import { registerSubscriptionRoutes } from './modules/subscription/routes.ts';
import { registerTaskRoutes } from './modules/tasks/routes.ts';
import { registerXmlFeedRoutes } from './modules/xml-feeds/routes.ts';
import { subscribeModules } from './subscribe-modules.ts';

/** Builds the HTTP app from injected dependencies; no globals, so tests build their own. */
export function createApp(deps: Deps) {
  subscribeModules();
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.onError(handleError);

  app.use('*', bindRequestSignal());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', c.req.header('x-request-id')?.slice(0, 64) || randomUUID());
    await next();
    c.header('x-request-id', c.get('requestId'));
  });

  // A NUL byte in the URL is refused before anything reads it (the database would refuse it later).
  app.use('/api/*', rejectUnstorableUrl());

  // Rate limits are keyed by the client's address: the socket's, or behind trusted proxies theirs.
  app.use('/api/*', clientAddress(deps.config.trustProxyHops));

  app.use(
    '/api/*',
    originCheck(
      new URL(deps.config.appUrl).origin,
      // The public API and order tracking carry their own credentials (key, signature, origin check),
      // and so does a digest's unsubscribe link (its signed token; mail clients post it, RFC 8058)
      // and an e-shop platform's webhook (signed with the connection's secret; WooCommerce pings form-encoded).
      (path) =>
        path.startsWith('/api/v1/') ||
        path.startsWith('/api/track/') ||
        path.startsWith('/api/webhooks/') ||
        path === '/api/digests/unsubscribe',
      getImportUploadTypes,
    ),
  );

  app.on(['GET', 'POST'], `${AUTH_BASE_PATH}/*`, (c) => handleAuthRequest(deps.auth, c.req.raw));

  app.use('/api/*', async (c, next) => {
    // The health probe needs no session: looking a cookie up would put it in the request pool's
    // queue, which is what it must be able to report on.
    if (c.req.path === '/api/health') return next();
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    c.set('user', session ? toSessionUser(session.user) : undefined);
    c.set('sessionId', session?.session.id);
    await next();
  });

  registerHealthRoutes(app, deps);
  registerMeRoutes(app);
  registerSubscriptionRoutes(app);
  registerContactRoutes(app);
  registerAcademyRoutes(app);
  registerActivityRoutes(app);
  registerProjectRoutes(app);
  registerShopRoutes(app);
  registerNotificationRoutes(app);
  registerImportRoutes(app);
  registerImportScheduleRoutes(app);
  registerJobRoutes(app);
  registerOrderRoutes(app);
  registerOrderFacetRoutes(app);
  registerCustomerRoutes(app);
  registerDashboardRoutes(app);
  registerAnalyticsRoutes(app);
  registerCustomerRfmExportRoutes(app);
  registerDemoRoutes(app);
  registerApiKeyRoutes(app);
  registerConnectionRoutes(app);
  registerCostFreshnessRoutes(app);
  registerPublicApiRoutes(app);
  registerTaskRoutes(app);
  registerSqlEditorRoutes(app);
  registerLookerRoutes(app);
  registerBudgetRoutes(app);
  registerDigestRoutes(app);
  registerOrderTrackingRoutes(app);
  registerAgencyRoutes(app);
  registerXmlFeedRoutes(app);

  registerApiDocsRoutes(app, deps);

  app.all('/api/*', () => {
    throw new AppError('not_found');
  });
  return app;
}

export type App = ReturnType<typeof createApp>;

function toSessionUser(user: {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean | null;
}): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}
