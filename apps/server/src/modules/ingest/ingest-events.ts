import { EventBus } from '../../core/events.ts';
import type { DataSource } from './data-source.ts';

/**
 * What the ingest sinks announce after they changed stored data: the shop, who wrote, and the
 * days whose figures changed (order days in the shop's time zone; ad-spend days). Sent only when
 * something changed: a write that found every row unchanged announces nothing.
 */
export interface IngestEvents {
  'orders.written': { shopId: string; source: DataSource; days: string[] };
  'ad-spend.written': { shopId: string; source: DataSource; days: string[] };
}

/** The app's one bus for them; budgets and analytics subscribe at start (`subscribe-to-ingest.ts`). */
export const ingestEvents = new EventBus<IngestEvents>();
