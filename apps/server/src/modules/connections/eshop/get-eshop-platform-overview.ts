import type { EshopPlatformOverview } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../../jobs/schedules/job-schedule-queries.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { toConnection } from '../to-connection.ts';
import { openEshopCredentials } from './eshop-credentials.ts';
import { readEshopCheckpoint, readEshopSettings, readEshopWebhooks } from './eshop-settings.ts';
import { countConnectorOrders, lastWebhookAt } from './queries/eshop-overview-queries.ts';
import { platformWebhookUrl } from './register-platform-webhooks.ts';

/**
 * The platform card of Settings → Propojení: the connection and its state, what it brought, and
 * the webhook address and secret to paste into the platform (the route is for shop admins only;
 * the API credentials themselves never leave the server).
 */
export async function getEshopPlatformOverview(
  scope: Pick<UseCaseScope, 'deps' | 'db'>,
  shopId: string,
  language: Language,
): Promise<EshopPlatformOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: 'eshop_platform' });
  const settings = readEshopSettings(row?.settings ?? null);
  if (!row || !settings) {
    return {
      connection: null,
      platform: null,
      shopUrl: null,
      ordersSynced: 0,
      ordersSkipped: 0,
      webhook: null,
      lastWebhookAt: null,
    };
  }
  const schedule = await getJobScheduleRow(scope.db, shopId, row.id);
  const secret = row.credentials_sealed
    ? openEshopCredentials(scope.deps, shopId, row.credentials_sealed).webhookSecret
    : null;
  const webhooks = readEshopWebhooks(row.settings);
  const lastWebhook = await lastWebhookAt(scope.db, shopId, row.id);
  return {
    connection: toConnection(row, schedule ?? null, language, scope.deps.now()),
    platform: settings.platform,
    shopUrl: settings.shopUrl,
    ordersSynced: await countConnectorOrders(scope.db, shopId, row.id),
    ordersSkipped: readEshopCheckpoint(row.settings).lastSkipped,
    webhook: secret
      ? {
          url: platformWebhookUrl(scope.deps.config, settings.platform, row.id),
          secret,
          subscribed: webhooks?.ids.length ?? 0,
          refused: webhooks?.refused ?? [],
        }
      : null,
    lastWebhookAt: lastWebhook?.toISOString() ?? null,
  };
}
