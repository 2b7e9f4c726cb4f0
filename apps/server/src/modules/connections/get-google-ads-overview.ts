import {
  type GoogleAdsOverview,
  googleAdsAccountTreeSchema,
  googleAdsConversionActionSchema,
} from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getJobScheduleRow } from '../../jobs/schedules/job-schedule-queries.ts';
import { getGoogleMissingSettings } from './google-missing-settings.ts';
import { listConnectionRows } from './queries/connection-queries.ts';
import { readSelection, toConnection } from './to-connection.ts';

/** /google-ads: the connection, the accounts it reaches, the chosen one and the sync state. */
export async function getGoogleAdsOverview(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<GoogleAdsOverview> {
  const missingSettings = getGoogleMissingSettings(scope.deps.config.google);
  const configured = missingSettings.length === 0;
  const row = (await listConnectionRows(scope.db, shopId)).find(
    (candidate) => candidate.provider === 'google_ads',
  );
  if (!row)
    return {
      configured,
      missingSettings,
      connection: null,
      accounts: null,
      accountsFetchedAt: null,
      selection: null,
      conversionActions: null,
    };
  const schedule = await getJobScheduleRow(scope.db, shopId, row.id);
  const accounts = googleAdsAccountTreeSchema.safeParse(row.accounts);
  return {
    configured,
    missingSettings,
    connection: toConnection(row, schedule, language, scope.deps.now()),
    accounts: accounts.success ? accounts.data : null,
    accountsFetchedAt: row.accounts_fetched_at ? new Date(row.accounts_fetched_at).toISOString() : null,
    selection: readSelection(row.settings),
    conversionActions: readConversionActions(row.provider_data),
  };
}

/** The conversion actions the last sync listed (stored with the connection), or null before one. */
function readConversionActions(data: unknown) {
  const parsed = z.object({ conversionActions: z.array(googleAdsConversionActionSchema) }).safeParse(data);
  return parsed.success ? parsed.data.conversionActions : null;
}
