import { createHash } from 'node:crypto';
import { SKLIK_SEM_ID_PATTERN } from '@ziskomer/contracts';
import type { Deps } from '../../../core/deps.ts';
import { createJobFailure, JobError, PermanentJobError } from '../../../jobs/job-error.ts';
import { ChannelApiError } from '../api-key/channel-api-error.ts';
import { fetchChannelJson } from '../api-key/fetch-channel-json.ts';
import { cut, type ProfitOutcome, type ProfitSender } from './profit-sender.ts';

/** Sklik's S2S endpoint takes one event a request (as documented); a batch is sent one after another. */
const BATCH_SIZE = 100;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The upload log's reason for an order not sent because the setting's SEM ID is malformed (a
 * setting saved before the form was checked): Seznam would refuse every event of it.
 */
export const SKLIK_SEM_ID_INVALID = 'sklik_sem_id_invalid';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Profit back to Sklik through Seznam Event Measurement's server-to-server endpoint
 * (`POST SKLIK_SEM_URL`, JSON, no token: the S2S SEM ID in the body names the account). Each
 * tracked order becomes a `Purchase` event with the tracking event's `event_id`, `order_id`, the
 * gross profit as `value` in CZK (Sklik takes CZK only), and the identities Sklik matches by: the
 * `sid` and `udid` cookies of its browser script when the order-tracking snippet passed them, and
 * the SHA-256 of the customer's e-mail. The body's exact field names follow Seznam's S2S help and
 * are partly assumed (docs/ARCHITECTURE.md).
 */
export function openSklikProfitSender(deps: Deps, semId: string, signal: AbortSignal): ProfitSender {
  const options = { sleep: deps.sleep ?? wait, signal };
  const semIdValid = SKLIK_SEM_ID_PATTERN.test(semId);
  if (!semIdValid)
    console.warn(
      `[profit-upload] sklik: the S2S SEM ID is not 24 lower-case letters and digits; orders are skipped`,
    );
  return {
    platform: 'sklik',
    batchSize: BATCH_SIZE,
    needs: 'event',
    prepare(candidate) {
      if (!semIdValid) return { skip: SKLIK_SEM_ID_INVALID };
      if (candidate.currency.toUpperCase() !== 'CZK') return { skip: 'currency_not_czk' };
      if (!(candidate.value > 0)) return { skip: 'no_profit' };
      const email = candidate.email?.trim().toLowerCase();
      const sid = text(candidate.raw?.sid);
      const udid = text(candidate.raw?.udid);
      if (!sid && !udid && !email) return { skip: 'sklik_no_identity' };
      return {
        payload: {
          schema_version: 'v2',
          event_type: 'rtgconv',
          event_name: 'Purchase',
          event_source: 'web',
          event_time: candidate.orderDate.getTime(),
          event_id: candidate.eventId,
          event_data: {
            sem_id: semId,
            order_id: candidate.orderId,
            currency: 'CZK',
            value: Math.round(candidate.value * 100) / 100,
          },
          // The user's identities go under `user_ids.user_data` (Seznam's S2S schema as its
          // published server-side tag templates send it), not at the top level.
          user_ids: {
            user_data: {
              ...(sid ? { sid } : {}),
              ...(udid ? { udid } : {}),
              ...(email ? { em: sha256(email) } : {}),
            },
          },
        },
      };
    },
    async send(batch) {
      const outcomes: ProfitOutcome[] = [];
      for (const entry of batch) {
        try {
          await fetchChannelJson(
            deps.config.channels.sklikSemUrl,
            {
              method: 'POST',
              headers: { 'x-client-id': 'ziskomer', 'x-client-version': deps.config.version },
              body: entry.payload,
            },
            options,
          );
          outcomes.push({ orderId: entry.orderId, status: 'sent', code: null, detail: null });
        } catch (error) {
          if (!(error instanceof ChannelApiError)) throw error;
          if (error.kind === 'bad_answer') {
            outcomes.push({
              orderId: entry.orderId,
              status: 'refused',
              code: 'sklik_refused',
              detail: cut(error.detail),
            });
            continue;
          }
          // The S2S SEM ID is refused: nothing of this setting will go through until it is changed.
          if (error.kind === 'unauthorized' || error.kind === 'forbidden')
            throw new PermanentJobError(
              createJobFailure('profit_upload_sklik_refused', { reason: error.detail }),
            );
          throw new JobError(
            createJobFailure(
              error.kind === 'rate_limited' ? 'profit_upload_rate_limited' : 'profit_upload_unavailable',
              { platform: 'Sklik', status: error.status || 'timeout' },
            ),
          );
        }
      }
      return outcomes;
    },
  };
}
