import {
  type GoogleAdsOverview,
  googleAdsAccountTreeSchema,
  googleAdsConversionActionSchema,
} from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { z } from 'zod';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { readProductConnection } from './read-google-product-head.ts';
import { readSelection } from './to-connection.ts';

/** /google-ads: the connection, the accounts it reaches, the chosen one and the sync state. */
export async function getGoogleAdsOverview(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<GoogleAdsOverview> {
  const { row, ...head } = await readProductConnection(scope, shopId, 'google_ads', language);
  const accounts = googleAdsAccountTreeSchema.safeParse(row?.accounts);
  return {
    ...head,
    accounts: row && accounts.success ? accounts.data : null,
    accountsFetchedAt: row?.accounts_fetched_at ? new Date(row.accounts_fetched_at).toISOString() : null,
    selection: row ? readSelection(row.settings) : null,
    conversionActions: row ? readConversionActions(row.provider_data) : null,
  };
}

/** The conversion actions the last sync listed (stored with the connection), or null before one. */
export function readConversionActions(data: unknown) {
  const parsed = z.object({ conversionActions: z.array(googleAdsConversionActionSchema) }).safeParse(data);
  return parsed.success ? parsed.data.conversionActions : null;
}
