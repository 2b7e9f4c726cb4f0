import type { GoogleAdsSelection } from '@ziskomer/contracts';
import type { Deps } from '../../../core/deps.ts';
import { openGoogleAdsApi } from '../google-ads/open-google-ads-api.ts';
import { GoogleApiError } from '../google-api/google-api-error.ts';
import { toGoogleJobError } from '../google-api/to-google-job-error.ts';
import type { ConnectionRef } from '../google-oauth/get-google-access-token.ts';
import { cut, type ProfitOutcome, type ProfitSender } from './profit-sender.ts';

/** Google takes up to 2,000 conversions a request; smaller batches keep a crash's redo short. */
const BATCH_SIZE = 500;

/**
 * The row error that means Google already has this conversion (same click and time, or the same
 * order id): a resumed start sent it before it died.
 */
const ALREADY_THERE = 'CLICK_CONVERSION_ALREADY_EXISTS';

/** Google's ConversionUploadError codes (v24) the page explains; any other is shown with Google's own words. */
const KNOWN_ROW_ERRORS: Record<string, string> = {
  UNPARSEABLE_GCLID: 'google_click_unknown',
  CLICK_NOT_FOUND: 'google_click_unknown',
  UNAUTHORIZED_CUSTOMER: 'google_click_unknown',
  EXPIRED_EVENT: 'google_click_expired',
  TOO_RECENT_EVENT: 'google_click_too_recent',
  CONVERSION_PRECEDES_EVENT: 'google_conversion_before_click',
  NO_CONVERSION_ACTION_FOUND: 'google_action_invalid',
  INVALID_CONVERSION_ACTION_TYPE: 'google_action_invalid',
  TOO_RECENT_CONVERSION_ACTION: 'google_action_invalid',
};

/** Google's time format: `yyyy-mm-dd hh:mm:ss+00:00`. */
const toGoogleTime = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')}+00:00`;

interface PartialFailureError {
  details?: {
    errors?: {
      errorCode?: Record<string, string>;
      message?: string;
      location?: { fieldPathElements?: { fieldName?: string; index?: number }[] };
    }[];
  }[];
}

/**
 * Profit back to Google Ads: each order with a gclid becomes a ClickConversion of the chosen
 * conversion action (type UPLOAD_CLICKS) with the gross profit as `conversionValue` and the order
 * id as `orderId` (Google refuses a second conversion of one order id, so a resend is harmless).
 */
export function openGoogleProfitSender(
  deps: Deps,
  ref: ConnectionRef,
  selection: GoogleAdsSelection,
  conversionActionId: string,
  signal: AbortSignal,
): ProfitSender {
  const api = openGoogleAdsApi(deps, ref, signal);
  const action = `customers/${selection.accountId}/conversionActions/${conversionActionId}`;
  return {
    platform: 'google_ads',
    batchSize: BATCH_SIZE,
    needs: 'gclid',
    prepare(candidate) {
      if (!candidate.gclid) return { skip: 'no_click_id' };
      if (!(candidate.value > 0)) return { skip: 'no_profit' };
      return {
        payload: {
          gclid: candidate.gclid,
          conversionAction: action,
          conversionDateTime: toGoogleTime(candidate.orderDate),
          conversionValue: Math.round(candidate.value * 100) / 100,
          currencyCode: candidate.currency,
          orderId: candidate.orderId,
        },
      };
    },
    async send(batch) {
      let answer: Record<string, unknown>;
      try {
        answer = await api.uploadClickConversions(
          selection.accountId,
          batch.map((entry) => entry.payload as Record<string, unknown>),
          selection.managerId ?? undefined,
        );
      } catch (error) {
        // A request Google refuses as a whole (400) is the batch's refusal, not the connection's.
        if (error instanceof GoogleApiError && error.status === 400)
          return batch.map((entry) => refused(entry.orderId, 'google_refused', error.detail));
        throw await toGoogleJobError(deps, ref, error, selection.accountName);
      }
      const byIndex = new Map<number, { code: string; message: string }>();
      for (const detail of (answer.partialFailureError as PartialFailureError | undefined)?.details ?? [])
        for (const rowError of detail.errors ?? []) {
          const index = rowError.location?.fieldPathElements?.find(
            (element) => element.fieldName === 'conversions',
          )?.index;
          if (typeof index !== 'number' || byIndex.has(index)) continue;
          const code = Object.values(rowError.errorCode ?? {})[0] ?? 'UNKNOWN';
          byIndex.set(index, { code, message: rowError.message ?? code });
        }
      return batch.map((entry, index): ProfitOutcome => {
        const rowError = byIndex.get(index);
        if (!rowError || rowError.code === ALREADY_THERE)
          return { orderId: entry.orderId, status: 'sent', code: null, detail: null };
        return refused(entry.orderId, KNOWN_ROW_ERRORS[rowError.code] ?? 'google_refused', rowError.message);
      });
    },
  };
}

const refused = (orderId: string, code: string, detail: string): ProfitOutcome => ({
  orderId,
  status: 'refused',
  code,
  detail: cut(detail),
});
