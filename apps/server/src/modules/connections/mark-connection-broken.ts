import { withScope } from '@ziskomer/db';
import { catalogues } from '@ziskomer/i18n';
import type { Deps } from '../../core/deps.ts';
import type { JobFailure } from '../../jobs/job-error.ts';
import { createNotification } from '../notifications/index.ts';
import { listShopUserIds } from '../shops/index.ts';
import type { ConnectorRef } from './connection-jobs.ts';

export const CONNECTION_BROKEN_EVENT = 'connection_broken';

/**
 * The grant no longer works: the connection is marked broken with the reason (shown in Settings →
 * Propojení and on the product's page), its sync state says error, and everyone of the shop gets
 * a notification telling them to reconnect. Once per breakage: a connection already broken is
 * left alone.
 */
export async function markConnectionBroken(deps: Deps, ref: ConnectorRef, reason: JobFailure): Promise<void> {
  const now = deps.now();
  await withScope(deps.db, { userId: null, shopId: ref.shopId }, async (db) => {
    const changed = await db
      .updateTable('connections')
      .set({
        status: 'broken',
        broken_reason: JSON.stringify(reason),
        sync_state: 'error',
        last_sync_error: JSON.stringify(reason),
        // Meta has no refresh token: its dead token stays sealed until it is replaced or disconnected
        // (a connection keeps at least one secret, 0056).
        ...(ref.connector === 'meta' ? {} : { access_token_sealed: null, access_token_expires_at: null }),
        updated_at: now,
      })
      .where('shop_id', '=', ref.shopId)
      .where('id', '=', ref.connectionId)
      .where('status', '=', 'connected')
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) return;
    for (const userId of await listShopUserIds(db, ref.shopId)) {
      await createNotification(db, {
        shopId: ref.shopId,
        userId,
        title: catalogues.cs.connections.notification.brokenTitle.replace(
          '{{name}}',
          catalogues.cs.connections.connectors[ref.connector].name,
        ),
        description: reason.cs,
        type: 'error',
        eventType: CONNECTION_BROKEN_EVENT,
        createdAt: now,
      });
    }
  });
}
