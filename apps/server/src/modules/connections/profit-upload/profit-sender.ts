import type { ProfitUploadPlatform } from '@ziskomer/contracts';

/** An order paired with its tracking event, as every platform's sender reads it. */
export interface ProfitCandidate {
  orderId: string;
  /** The tracking event's own id: Meta and Sklik deduplicate with the browser's event by it. */
  eventId: string;
  /** When the order was placed (the tracking event's time). */
  orderDate: Date;
  /** The order's gross profit (orders.margin). */
  value: number;
  currency: string;
  email: string | null;
  gclid: string | null;
  fbclid: string | null;
  /** The tracking call's body as received (Sklik's sid / udid, a user agent, when the snippet sent them). */
  raw: Record<string, unknown> | null;
}

/** What a sender makes of a candidate: a payload to send, or why it cannot be sent (an i18n reason code). */
export type Prepared = { payload: unknown } | { skip: string };

/** The platform's answer for one order. */
export interface ProfitOutcome {
  orderId: string;
  status: 'sent' | 'refused';
  /** An i18n reason code (profitUpload.reasons.<code>) when refused. */
  code: string | null;
  /** The platform's own words, cut short; never a token. */
  detail: string | null;
}

/**
 * One platform's way of sending gross profit. `send` answers every order of the batch as sent or
 * refused; it throws (a job error) only for what concerns the whole connection — a token refused
 * (the connection breaks), a rate limit, the platform down — so the batch stays claimed and is
 * sent again by the next start.
 */
export interface ProfitSender {
  platform: ProfitUploadPlatform;
  batchSize: number;
  /** Which tracked orders qualify: those with a Google click id, or any tracked order. */
  needs: 'gclid' | 'event';
  prepare(candidate: ProfitCandidate): Prepared;
  send(batch: { orderId: string; payload: unknown }[]): Promise<ProfitOutcome[]>;
}

/** A reason of the platform's, short enough to store and show. */
export const cut = (text: unknown) =>
  text === undefined || text === null ? null : String(text).slice(0, 500);
