import {
  type Connection,
  type GoogleConnector,
  type GoogleProductHead,
  googleTargetSchema,
} from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getGoogleMissingSettings } from './google-missing-settings.ts';
import { type ConnectionRow, listConnectionRows } from './queries/connection-queries.ts';
import { readTargetSelection, toConnection } from './to-connection.ts';

/**
 * What every Google product's page starts with: whether the server can connect Google for it (and
 * what it still needs), and the shop's connection of the product as people see it. The row comes
 * along for the page's own figures (null when not connected).
 */
export async function readProductConnection(
  scope: UseCaseScope,
  shopId: string,
  connector: GoogleConnector,
  language: Language,
): Promise<{
  configured: boolean;
  missingSettings: string[];
  connection: Connection | null;
  row: ConnectionRow | null;
}> {
  const missingSettings = getGoogleMissingSettings(scope.deps.config.google, connector);
  const row = (await listConnectionRows(scope.db, shopId)).find(
    (candidate) => candidate.provider === connector,
  );
  const base = { configured: missingSettings.length === 0, missingSettings };
  if (!row) return { ...base, connection: null, row: null };
  const schedule = await getJobScheduleRow(scope.db, shopId, row.id);
  return { ...base, connection: toConnection(row, schedule, language, scope.deps.now()), row };
}

/** The head of the Search Console, Merchant Center and Business Profile pages: also what the connection reaches and what was chosen. */
export async function readGoogleProductHead(
  scope: UseCaseScope,
  shopId: string,
  connector: GoogleConnector,
  language: Language,
): Promise<{ head: GoogleProductHead; row: ConnectionRow | null }> {
  const { row, ...head } = await readProductConnection(scope, shopId, connector, language);
  const targets = z.array(googleTargetSchema).safeParse(row?.accounts);
  return {
    head: {
      ...head,
      targets: row && targets.success ? targets.data : null,
      selection: row ? readTargetSelection(row.settings) : null,
    },
    row,
  };
}
