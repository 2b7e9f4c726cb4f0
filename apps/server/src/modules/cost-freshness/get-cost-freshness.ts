import { AD_CHANNELS, type AdChannel, type CostFreshness } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { sql } from 'kysely';
import type { UseCaseScope } from '../../core/use-case-scope.ts';

const DAY_MS = 86_400_000;

/**
 * /analytics/marketing "Aktuálnost nákladů": each channel's last day with cost data, who wrote
 * that day (a connector's sync, a file, the API, by hand, demo data) and the channel's connection,
 * so a POAS computed on costs that stop days ago is seen as such.
 */
export async function getCostFreshness(scope: UseCaseScope, shopId: string): Promise<CostFreshness> {
  const shop = await scope.db
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirst();
  const today = getZonedDay(scope.deps.now(), shop?.time_zone ?? 'Europe/Prague');
  const latest = await scope.db
    .selectFrom('ad_spend')
    .select(['channel', 'source', sql<string>`day::text`.as('day')])
    .distinctOn('channel')
    .where('shop_id', '=', shopId)
    .orderBy('channel')
    .orderBy('day', 'desc')
    .orderBy('updated_at', 'desc')
    .execute();
  const connections = await scope.db
    .selectFrom('connections')
    .select(['provider', 'status', 'sync_state', 'last_synced_at', 'is_demo'])
    .where('shop_id', '=', shopId)
    .execute();
  const yesterday = Date.parse(`${today}T00:00:00Z`) - DAY_MS;
  return {
    today,
    items: latest
      .filter((row) => (AD_CHANNELS as readonly string[]).includes(row.channel))
      .map((row) => {
        const connection = connections.find((candidate) => candidate.provider === row.channel);
        return {
          channel: row.channel as AdChannel,
          lastDay: row.day,
          daysBehind: Math.max(0, Math.round((yesterday - Date.parse(`${row.day}T00:00:00Z`)) / DAY_MS)),
          source: row.source,
          connection: connection
            ? {
                status: connection.status,
                syncState: connection.sync_state,
                lastSyncedAt: connection.last_synced_at
                  ? new Date(connection.last_synced_at).toISOString()
                  : null,
                demo: connection.is_demo,
              }
            : null,
        };
      })
      .sort((a, b) => AD_CHANNELS.indexOf(a.channel) - AD_CHANNELS.indexOf(b.channel)),
  };
}
