import type { ConnectorList } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listJobScheduleRows } from '../../jobs/schedules/job-schedule-queries.ts';
import { connectorCatalogue } from './connection-catalogue.ts';
import { getGoogleMissingSettings } from './google-missing-settings.ts';
import { getMetaMissingSettings } from './meta/meta-missing-settings.ts';
import { listConnectionRows } from './queries/connection-queries.ts';
import { toConnection } from './to-connection.ts';

/** Settings → Propojení: every connector of the product, with the shop's connection where there is one. */
export async function listConnections(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<ConnectorList> {
  const rows = await listConnectionRows(scope.db, shopId);
  const schedules = new Map((await listJobScheduleRows(scope.db, shopId)).map((row) => [row.id, row]));
  const now = scope.deps.now();
  return {
    items: connectorCatalogue.map((entry) => {
      const row = rows.find((candidate) => candidate.provider === entry.connector);
      return {
        ...entry,
        connection: row ? toConnection(row, schedules.get(row.id) ?? null, language, now) : null,
      };
    }),
    googleMissingSettings: getGoogleMissingSettings(scope.deps.config.google),
    metaMissingSettings: getMetaMissingSettings(scope.deps.config.meta),
  };
}
