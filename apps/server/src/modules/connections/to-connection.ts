import {
  type Connection,
  type GoogleAdsSelection,
  type GoogleTarget,
  isApiKeyConnector,
} from '@ziskomer/contracts';
import type { StoredFailure } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { JobScheduleRow } from '../../jobs/schedules/job-schedule-row.ts';
import { readApiKeyAccount } from './api-key/read-api-key-account.ts';
import { readEshopSettings } from './eshop/eshop-settings.ts';
import { readGa4Selection } from './google-analytics/read-ga4-selection.ts';
import { readMetaSelection } from './meta/meta-connection-data.ts';
import type { ConnectionRow } from './queries/connection-queries.ts';

/** SPEC §4: a connection's data is stale when no sync completed for 24 hours. */
export const STALE_AFTER_MS = 24 * 60 * 60_000;

/** A connection as people see it: states and times, never a token. */
export function toConnection(
  row: ConnectionRow & { connected_by_name?: string | null },
  schedule: JobScheduleRow | null,
  language: Language,
  now: Date,
): Connection {
  const message = (failure: StoredFailure | null) => (failure ? failure[language] : null);
  const lastSyncedAt = row.last_synced_at ? new Date(row.last_synced_at) : null;
  const staleSince = lastSyncedAt ?? (row.sync_state === 'idle' ? null : new Date(row.connected_at));
  return {
    id: row.id,
    status: row.status,
    demo: row.is_demo,
    brokenReason: row.status === 'broken' ? message(row.broken_reason) : null,
    connectedAt: new Date(row.connected_at).toISOString(),
    connectedByName: row.connected_by_name ?? null,
    syncState: row.sync_state,
    lastSyncedAt: lastSyncedAt?.toISOString() ?? null,
    syncError: row.sync_state === 'error' ? message(row.last_sync_error) : null,
    stale: staleSince !== null && now.getTime() - staleSince.getTime() > STALE_AFTER_MS,
    account: readConnectionChoice(row.provider, row.settings),
    schedule: schedule
      ? {
          id: schedule.id,
          everyHours: schedule.every_hours ?? 24,
          paused: schedule.paused,
          nextRunAt: schedule.next_run_at.toISOString(),
        }
      : null,
  };
}

/**
 * What a connection syncs from, whatever its product: the Google Ads account, the GA4 property,
 * the site, Merchant Center account or location of the other products, or the account an API key
 * reaches; null until chosen.
 */
export function readConnectionChoice(
  provider: ConnectionRow['provider'],
  settings: Record<string, unknown> | null,
): { id: string; name: string } | null {
  if (provider === 'eshop_platform') {
    const eshop = readEshopSettings(settings);
    return eshop ? { id: eshop.platform, name: eshop.shopName } : null;
  }
  if (isApiKeyConnector(provider)) return readApiKeyAccount(settings);
  if (provider === 'google_ads') {
    const selection = readSelection(settings);
    return selection ? { id: selection.accountId, name: selection.accountName } : null;
  }
  if (provider === 'meta') {
    const selection = readMetaSelection(settings);
    return selection ? { id: selection.id, name: selection.name } : null;
  }
  const chosen = provider === 'google_analytics' ? readGa4Selection(settings) : readTargetSelection(settings);
  return chosen ? { id: chosen.id, name: chosen.name } : null;
}

/** The chosen site, account or location of a Search Console, Merchant Center or Business Profile connection. */
export function readTargetSelection(settings: Record<string, unknown> | null): GoogleTarget | null {
  const target = settings?.target as GoogleTarget | undefined;
  return target && typeof target.id === 'string' && typeof target.name === 'string' ? target : null;
}

/** The saved account configuration of a Google Ads connection, if one was chosen. */
export function readSelection(settings: Record<string, unknown> | null): GoogleAdsSelection | null {
  const selection = settings?.googleAds as GoogleAdsSelection | undefined;
  return selection && typeof selection.accountId === 'string' ? selection : null;
}
