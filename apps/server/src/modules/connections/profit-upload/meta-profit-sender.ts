import { createHash } from 'node:crypto';
import type { Deps } from '../../../core/deps.ts';
import type { MetaRef } from '../meta/get-meta-access-token.ts';
import { MetaGraphError } from '../meta/meta-graph-error.ts';
import { openMetaGraph } from '../meta/open-meta-graph.ts';
import { toMetaJobError } from '../meta/to-meta-job-error.ts';
import { cut, type ProfitOutcome, type ProfitSender } from './profit-sender.ts';

/** The Conversions API takes up to 1,000 events a request. */
const BATCH_SIZE = 500;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A refusal of the request itself (invalid parameter): the batch's events are refused, the connection works. */
const isRequestRefusal = (error: MetaGraphError) =>
  error.code === 100 || (error.status >= 400 && error.status < 500 && error.code === null);

/**
 * Profit back to Meta: each tracked order becomes a server `Purchase` event of the pixel (dataset)
 * with the tracking event's `event_id` — the one the browser pixel sent — so Meta counts the pair
 * once; `custom_data.value` is the gross profit, `user_data` the `fbc` built from the fbclid
 * (`fb.1.<ms>.<fbclid>`) and the SHA-256 of the customer's e-mail where known. Meta refuses a whole
 * request for one bad event: a refused batch is sent again event by event, so only the bad ones
 * are refused.
 */
export function openMetaProfitSender(
  deps: Deps,
  ref: MetaRef,
  account: string,
  pixelId: string,
  websiteUrl: string | null,
  signal: AbortSignal,
): ProfitSender {
  const graph = openMetaGraph(deps, ref, signal);
  const post = async (events: unknown[]) => graph.post(`${pixelId}/events`, { data: JSON.stringify(events) });
  return {
    platform: 'meta',
    batchSize: BATCH_SIZE,
    needs: 'event',
    prepare(candidate) {
      if (!(candidate.value > 0)) return { skip: 'no_profit' };
      const email = candidate.email?.trim().toLowerCase();
      const userAgent = candidate.raw?.userAgent ?? candidate.raw?.user_agent;
      const userData: Record<string, unknown> = {
        ...(candidate.fbclid ? { fbc: `fb.1.${candidate.orderDate.getTime()}.${candidate.fbclid}` } : {}),
        ...(email ? { em: [sha256(email)] } : {}),
        ...(typeof userAgent === 'string' ? { client_user_agent: userAgent } : {}),
      };
      if (!userData.fbc && !userData.em) return { skip: 'meta_no_customer_data' };
      return {
        payload: {
          event_name: 'Purchase',
          event_time: Math.floor(candidate.orderDate.getTime() / 1000),
          event_id: candidate.eventId,
          action_source: 'website',
          ...(websiteUrl ? { event_source_url: websiteUrl } : {}),
          user_data: userData,
          custom_data: {
            value: Math.round(candidate.value * 100) / 100,
            currency: candidate.currency,
            order_id: candidate.orderId,
          },
        },
      };
    },
    async send(batch) {
      const sendBatch = async (entries: typeof batch): Promise<ProfitOutcome[]> => {
        try {
          const answer = await post(entries.map((entry) => entry.payload));
          const received = Number(answer.events_received ?? entries.length);
          if (received >= entries.length)
            return entries.map((entry) => ({
              orderId: entry.orderId,
              status: 'sent',
              code: null,
              detail: null,
            }));
          // Fewer received than sent without an error: tell them apart one by one.
          if (entries.length > 1) return sendOneByOne(entries);
          return [refused(entries[0]!.orderId, 'meta_refused', 'events_received: 0')];
        } catch (error) {
          if (error instanceof MetaGraphError && isRequestRefusal(error)) {
            if (entries.length > 1) return sendOneByOne(entries);
            return [refused(entries[0]!.orderId, 'meta_refused', error.detail)];
          }
          throw await toMetaJobError(deps, ref, error, account);
        }
      };
      const sendOneByOne = async (entries: typeof batch) => {
        const outcomes: ProfitOutcome[] = [];
        for (const entry of entries) outcomes.push(...(await sendBatch([entry])));
        return outcomes;
      };
      return sendBatch(batch);
    },
  };
}

const refused = (orderId: string, code: string, detail: string): ProfitOutcome => ({
  orderId,
  status: 'refused',
  code,
  detail: cut(detail),
});
