import type { OrderEventFilter } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { type Expression, type ExpressionBuilder, type SqlBool, sql } from 'kysely';

type EventsWithOrders = ExpressionBuilder<
  Database & { e: Database['order_events']; o: Database['orders'] },
  'e' | 'o'
>;

/**
 * The rows a list filter keeps: 'all' every event (test rows too, so a shop sees its test call
 * arrive); 'paired' and 'unpaired' the real events with or without an imported order; 'test' only
 * the test rows. `o` is the LEFT JOINed order of the same id.
 */
export function orderEventFilter(eb: EventsWithOrders, filter: OrderEventFilter): Expression<SqlBool> {
  switch (filter) {
    case 'paired':
      return eb.and([eb('e.is_test', '=', false), eb('o.order_id', 'is not', null)]);
    case 'unpaired':
      return eb.and([eb('e.is_test', '=', false), eb('o.order_id', 'is', null)]);
    case 'test':
      return eb('e.is_test', '=', true);
    default:
      return sql<SqlBool>`true`;
  }
}
