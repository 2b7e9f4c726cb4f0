import {
  findUnstorableText,
  type Order,
  orderInputSchema,
  type PublicOrderBatchResult,
  type PublicOrderIssue,
  type PublicOrderResult,
  type PublicOrderTotals,
} from '@ziskomer/contracts';
import { type DateErrorCode, parseOrderDate } from '@ziskomer/domain';
import { translateError } from '@ziskomer/i18n';
import type { ApiKeyScope } from '../../core/use-case-scope.ts';
import { normaliseOrder, type OrderRecord, writeOrders } from '../ingest/index.ts';
import { getShopSettings } from '../orders/index.ts';

const DATE_MESSAGES: Record<DateErrorCode, string> = {
  empty: 'The order date is empty',
  invalid_date: 'Not an ISO 8601 date or date-time (2024-12-31, 2024-12-31T14:05:00+01:00)',
  impossible_date: 'This date does not exist',
  date_out_of_range: 'Dates must lie between 1900-01-01 and 2200-12-31',
};

/**
 * Stores a batch of orders sent to the API, through the orders' one sink (`writeOrders`:
 * upsert by order id, content hash, customer facts and daily metrics). Each order is validated on
 * its own: an invalid one is rejected with its errors and the others are stored. The shop is the
 * key's; any shop field in an order is not part of the order schema and is dropped.
 */
export async function savePublicOrders(
  scope: ApiKeyScope,
  input: readonly unknown[],
): Promise<PublicOrderBatchResult> {
  const { timeZone } = await getShopSettings(scope.db, scope.shopId);
  const results: PublicOrderResult[] = [];
  const records: { index: number; record: OrderRecord }[] = [];
  input.forEach((raw, index) => {
    const parsed = readOrder(raw, timeZone);
    if ('errors' in parsed)
      results[index] = { index, orderId: readOrderId(raw), status: 'rejected', ...parsed };
    else records.push({ index, record: parsed.record });
  });

  const { outcomes } = await writeOrders(
    scope.db,
    scope.shopId,
    { kind: 'api', apiKeyId: scope.apiKey.id },
    records.map(({ record }) => record),
    { now: scope.deps.now() },
  );
  // Revenue and orders decide the budgets' low-performance alerts: the rollups refresh job the
  // written orders queued raises them once it has counted the orders.
  records.forEach(({ index, record }, position) => {
    results[index] = { index, orderId: record.orderId, status: outcomes[position]! };
  });
  return { results, totals: countResults(results) };
}

function readOrder(raw: unknown, timeZone: string): { record: OrderRecord } | { errors: PublicOrderIssue[] } {
  // A NUL byte or a lone surrogate would fail the whole batch in the database: this order only.
  const unstorable = findUnstorableText(raw);
  if (unstorable !== null) {
    const message = translateError('invalid_characters', 'en');
    return { errors: [{ path: unstorable, code: 'invalid_characters', message }] };
  }
  const parsed = orderInputSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      errors: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
        message: issue.message,
      })),
    };
  }
  const order: Order = parsed.data;
  const date = parseOrderDate(order.orderDate, timeZone, 'iso');
  if (!date.ok)
    return { errors: [{ path: 'orderDate', code: date.code, message: DATE_MESSAGES[date.code] }] };
  return {
    record: normaliseOrder({ ...order, orderDate: date.instant.toISOString() }, date.instant, date.day),
  };
}

/** The order id of a rejected order when it has a usable one, so the caller can match the result. */
function readOrderId(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null || !('orderId' in raw)) return null;
  const id = raw.orderId;
  return typeof id === 'string' && id.trim() !== '' ? id.trim().slice(0, 100) : null;
}

function countResults(results: PublicOrderResult[]): PublicOrderTotals {
  const totals: PublicOrderTotals = {
    received: results.length,
    inserted: 0,
    updated: 0,
    unchanged: 0,
    duplicates: 0,
    rejected: 0,
  };
  for (const { status } of results) {
    if (status === 'duplicate') totals.duplicates++;
    else totals[status]++;
  }
  return totals;
}
