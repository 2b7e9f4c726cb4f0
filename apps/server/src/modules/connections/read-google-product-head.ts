import { type AvailableConnector, type GoogleProductHead, googleTargetSchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getGoogleMissingSettings } from './google-missing-settings.ts';
import { type ConnectionRow, listConnectionRows } from './queries/connection-queries.ts';
import { readTargetSelection, toConnection } from './to-connection.ts';

/**
 * The head of a Search Console, Merchant Center or Business Profile page: whether the server can
 * connect Google, the shop's connection of the product, what it reaches and what was chosen. The
 * row comes along for the page's own figures (null when not connected).
 */
export async function readGoogleProductHead(
  scope: UseCaseScope,
  shopId: string,
  connector: AvailableConnector,
  language: Language,
): Promise<{ head: GoogleProductHead; row: ConnectionRow | null }> {
  const missingSettings = getGoogleMissingSettings(scope.deps.config.google, connector);
  const row = (await listConnectionRows(scope.db, shopId)).find(
    (candidate) => candidate.provider === connector,
  );
  const base = { configured: missingSettings.length === 0, missingSettings };
  if (!row) return { head: { ...base, connection: null, targets: null, selection: null }, row: null };
  const targets = z.array(googleTargetSchema).safeParse(row.accounts);
  return {
    head: {
      ...base,
      connection: toConnection(
        row,
        await getJobScheduleRow(scope.db, shopId, row.id),
        language,
        scope.deps.now(),
      ),
      targets: targets.success ? targets.data : null,
      selection: readTargetSelection(row.settings),
    },
    row,
  };
}
