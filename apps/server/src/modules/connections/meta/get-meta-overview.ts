import { META_ATTRIBUTION_WINDOWS, type MetaOverview, metaAdAccountSchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../../jobs/schedules/job-schedule-queries.ts';
import { listConnectionRows } from '../queries/connection-queries.ts';
import { toConnection } from '../to-connection.ts';
import { getMetaCompleteness } from './meta-completeness.ts';
import { readAcceptedMissingDays, readMetaSelection, readMetaSyncData } from './meta-connection-data.ts';
import { getMetaMissingSettings } from './meta-missing-settings.ts';
import { readMetaIssue } from './read-meta-issue.ts';

/** /facebook: the connection, its ad accounts and the chosen one, the week's frequency, completeness and issue. */
export async function getMetaOverview(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<MetaOverview> {
  const missingSettings = getMetaMissingSettings(scope.deps.config.meta);
  const base = {
    configured: missingSettings.length === 0,
    missingSettings,
    attributionWindows: [...META_ATTRIBUTION_WINDOWS],
  };
  const row = (await listConnectionRows(scope.db, shopId)).find((candidate) => candidate.provider === 'meta');
  if (!row)
    return {
      ...base,
      connection: null,
      accounts: null,
      accountsFetchedAt: null,
      selection: null,
      week: null,
      completeness: null,
      issue: null,
    };
  const now = scope.deps.now();
  const schedule = await getJobScheduleRow(scope.db, shopId, row.id);
  const accounts = z.array(metaAdAccountSchema).safeParse(row.accounts);
  const selection = readMetaSelection(row.settings);
  const data = readMetaSyncData(row.provider_data);
  const completeness = getMetaCompleteness(
    data,
    readAcceptedMissingDays(row.settings),
    now,
    selection?.timeZone ?? 'Europe/Prague',
  );
  return {
    ...base,
    connection: toConnection(row, schedule, language, now),
    accounts: accounts.success ? accounts.data : null,
    accountsFetchedAt: row.accounts_fetched_at ? new Date(row.accounts_fetched_at).toISOString() : null,
    selection,
    week: data?.week ?? null,
    completeness,
    issue: readMetaIssue(row, data, completeness, language),
  };
}
