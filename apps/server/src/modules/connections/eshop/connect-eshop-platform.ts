import { randomBytes, randomUUID } from 'node:crypto';
import type { ConnectEshopPlatform, EshopPlatformOverview } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { checkOutboundUrl } from '../../../lib/guarded-fetch/check-outbound-url.ts';
import { recordActivity } from '../../activity/index.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { ensureSyncSchedule } from '../sync-schedule.ts';
import { acquireConnectLease, assertConnectLease, releaseConnectLease } from './connect-lease.ts';
import { createEshopClient } from './create-eshop-client.ts';
import {
  type EshopCredentials,
  openEshopCredentials,
  sealEshopCredentials,
  withWebhookSecret,
} from './eshop-credentials.ts';
import { readEshopSettings, readEshopWebhooks } from './eshop-settings.ts';
import { getEshopPlatformOverview } from './get-eshop-platform-overview.ts';
import { normaliseShopUrl } from './normalise-shop-url.ts';
import { saveEshopConnection } from './queries/save-eshop-connection.ts';
import { queueWebhooksRemoval } from './queue-webhooks-removal.ts';
import { registerPlatformWebhooks } from './register-platform-webhooks.ts';
import { toEshopAppError } from './to-eshop-app-error.ts';

/**
 * Settings → Propojení → E-shopová platforma: the credentials are tried with one call that reads
 * orders and the webhooks are subscribed at the platform (outside any transaction: no database
 * connection waits on the platform), then stored sealed with the key the webhooks are signed with,
 * the sync schedule made and the first full load queued. A shop
 * has one platform; connecting again replaces the credentials (the way out of a broken one).
 *
 * Connects of one shop run one at a time (`connect-lease.ts`): Shoptet's key renewal invalidates
 * the key before it, so two connects renewing in one order and storing in the other would keep a
 * key Shoptet no longer signs with. The renewed key is stored the moment Shoptet gives it (the
 * replaced one is still taken for a few minutes), and everything is stored only while the lease
 * is still this connect's.
 */
export async function connectEshopPlatform(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: ConnectEshopPlatform,
  language: Language,
): Promise<EshopPlatformOverview> {
  const { deps } = scope;
  const typedUrl = normaliseShopUrl(input);
  const shopUrl =
    typedUrl === null ? null : (await checkOutboundUrl(typedUrl, deps.outboundPolicy)).replace(/\/$/, '');
  const inShop = { userId: scope.user.id, shopId };
  const leaseId = await acquireConnectLease(deps, inShop);
  try {
    return await connectHoldingLease(scope, shopId, input, shopUrl, leaseId, language);
  } finally {
    // Given back with the stored result; this only frees the shop after a failed connect.
    await withScope(deps.db, inShop, (db) => releaseConnectLease(db, shopId, leaseId));
  }
}

async function connectHoldingLease(
  scope: Omit<UseCaseScope, 'db'>,
  shopId: string,
  input: ConnectEshopPlatform,
  shopUrl: string | null,
  leaseId: string,
  language: Language,
): Promise<EshopPlatformOverview> {
  const { deps } = scope;
  const inShop = { userId: scope.user.id, shopId };
  // Read under the lease: an earlier connect of this shop has stored all it had.
  const previous = await withScope(deps.db, inShop, (db) =>
    getConnectionRow(db, shopId, { provider: 'eshop_platform' }),
  );
  const previousSettings = readEshopSettings(previous?.settings ?? null);
  const samePlatform = previousSettings?.platform === input.platform;
  const keptSecret =
    samePlatform && previous?.credentials_sealed
      ? openEshopCredentials(deps, shopId, previous.credentials_sealed).webhookSecret
      : null;
  const webhookSecret = input.webhookSecret ?? keptSecret ?? randomBytes(24).toString('base64url');
  // Known before the row is written: the webhook address the platform is given names it.
  const connectionId = previous?.id ?? randomUUID();
  const previousWebhooks = readEshopWebhooks(previous?.settings ?? null);
  const client = createEshopClient(deps, shopUrl, toCredentials(input, webhookSecret));

  let shopName: string | null;
  try {
    ({ shopName } = await client.verify());
  } catch (error) {
    throw toEshopAppError(error);
  }
  // Shopify signs what an app subscribed with the app's API secret key: without it from the user,
  // subscriptions would deliver what could never be verified.
  const canRegister =
    input.platform !== 'shopify' ||
    input.webhookSecret !== undefined ||
    (samePlatform && (previousWebhooks?.ids.length ?? 0) > 0);
  const registered = canRegister
    ? await registerPlatformWebhooks(deps.config, client, {
        platform: input.platform,
        connectionId,
        secret: webhookSecret,
        // The stored connection's webhooks are signed with the new key from now on.
        onSecretRenewed: (secret) =>
          withScope(deps.db, inShop, async (db) => {
            await assertConnectLease(db, shopId, leaseId);
            const row = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
            if (!row?.credentials_sealed) return;
            const stored = openEshopCredentials(deps, shopId, row.credentials_sealed);
            if (stored.platform !== input.platform) return;
            const now = deps.now();
            await db
              .updateTable('connections')
              .set({
                credentials_sealed: sealEshopCredentials(
                  deps,
                  shopId,
                  withWebhookSecret(stored, secret, now),
                ),
                updated_at: now,
              })
              .where('shop_id', '=', shopId)
              .where('id', '=', row.id)
              .execute();
          }),
      })
    : {
        secret: webhookSecret,
        webhooks: { ids: [], refused: [{ event: '*', reason: 'api_secret_missing' }] },
      };

  return withScope(deps.db, inShop, async (db) => {
    await assertConnectLease(db, shopId, leaseId);
    const now = deps.now();
    // The row as it is now (locked): a sync may have moved its checkpoint meanwhile, and the key
    // stored when Shoptet renewed it carries the grace of the one it replaced.
    const current = await getConnectionRow(db, shopId, { id: connectionId }, { forUpdate: true });
    const stored =
      samePlatform && current?.credentials_sealed
        ? openEshopCredentials(deps, shopId, current.credentials_sealed)
        : null;
    const credentials = stored
      ? withWebhookSecret(
          {
            ...toCredentials(input, stored.webhookSecret),
            previousWebhookSecret: stored.previousWebhookSecret,
            previousWebhookSecretUntil: stored.previousWebhookSecretUntil,
          },
          registered.secret,
          now,
        )
      : toCredentials(input, registered.secret);
    const row = await saveEshopConnection(db, {
      connectionId,
      shopId,
      userId: scope.user.id,
      credentialsSealed: sealEshopCredentials(deps, shopId, credentials),
      eshop: {
        platform: input.platform,
        shopUrl,
        shopName: shopName ?? (shopUrl ? new URL(shopUrl).host : 'Shoptet'),
      },
      webhooks: registered.webhooks,
      samePlatform,
      previousSettings: current?.settings ?? previous?.settings ?? null,
      now,
    });
    // Another platform's subscriptions of the replaced connection go (with its credentials).
    if (!samePlatform && previous?.credentials_sealed && previousSettings && previousWebhooks?.ids.length)
      await queueWebhooksRemoval(db, {
        shopId,
        platform: previousSettings.platform,
        shopUrl: previousSettings.shopUrl,
        credentialsSealed: previous.credentials_sealed,
        webhookIds: previousWebhooks.ids,
      });
    await ensureSyncSchedule(db, { shopId, connectionId: row.id, connector: 'eshop_platform', now });
    await recordActivity(
      { ...scope, db },
      { kind: 'shop', action: 'connection_connected', shopId, details: { connector: 'eshop_platform' } },
    );
    await releaseConnectLease(db, shopId, leaseId);
    return getEshopPlatformOverview({ ...scope, db }, shopId, language);
  });
}

function toCredentials(input: ConnectEshopPlatform, webhookSecret: string): EshopCredentials {
  switch (input.platform) {
    case 'shoptet':
      return { platform: 'shoptet', apiToken: input.apiToken, webhookSecret };
    case 'shopify':
      return { platform: 'shopify', accessToken: input.accessToken, webhookSecret };
    case 'woocommerce':
      return {
        platform: 'woocommerce',
        consumerKey: input.consumerKey,
        consumerSecret: input.consumerSecret,
        webhookSecret,
      };
  }
}
