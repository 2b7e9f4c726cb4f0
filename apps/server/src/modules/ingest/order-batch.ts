import { hash } from 'node:crypto';
import { copyLine } from '@ziskomer/db';
import type { OrderRecord } from './order-record.ts';

/**
 * What saving needs to know about an order once its rows for the database are encoded: its
 * identity and content hash (SHA-1 of its rows: an unchanged re-import writes nothing), its customer, and its share of its day's rollup (money in cents).
 */
export interface OrderSummary {
  orderId: string;
  contentHash: string;
  customerKey: string | null;
  orderDay: string;
  isCancelled: boolean;
  revenueCents: number;
  revenueWithoutVatCents: number;
  marginCents: number;
  marginEstimated: boolean;
  isPaid: boolean | null;
  isOnline: boolean | null;
  itemCount: number;
}

/**
 * A batch of orders to save, each encoded the moment it is added: its summary, and its row and
 * its lines' rows in COPY format, appended as UTF-8 to two growing buffers. An import holds
 * thousands of orders per batch; kept this way they are a few hundred bytes each, off the
 * JavaScript heap, instead of object graphs that outlive the garbage collector's young generation
 * and pile up until the next full collection.
 */
export class OrderBatch {
  readonly orders: OrderSummary[] = [];
  private readonly orderRows = new ByteBuilder();
  private readonly itemRows = new ByteBuilder();
  /** Per order: where its row and its lines' rows start in the buffers (each ends where the next starts). */
  private readonly orderStarts: number[] = [];
  private readonly itemStarts: number[] = [];

  static of(records: readonly OrderRecord[]): OrderBatch {
    const batch = new OrderBatch();
    for (const record of records) batch.add(record);
    return batch;
  }

  get size(): number {
    return this.orders.length;
  }

  add(order: OrderRecord): void {
    const orderLine = copyLine(
      [
        order.orderId,
        order.orderDate.toISOString(),
        order.orderDay,
        order.customerKey,
        order.customerEmail,
        order.customerName,
        order.customerPhone,
        order.customerCity,
        order.customerCountry,
        order.customerZip,
        order.revenue.toFixed(2),
        order.revenueWithoutVat.toFixed(2),
        order.vat.toFixed(2),
        order.margin.toFixed(2),
        order.marginEstimated,
        order.currency,
        order.isPaid,
        order.isOnline,
        order.isCancelled,
        order.status,
        order.paymentMethod,
        order.shippingMethod,
        order.acquisitionSource,
        order.acquisitionCampaign,
        order.itemCount,
      ],
      '\t',
    );
    let itemLines = '';
    for (const item of order.items) {
      itemLines += copyLine([
        order.orderId,
        item.lineNo,
        item.productCode,
        item.productName,
        item.category,
        String(item.quantity),
        item.unitPrice.toFixed(2),
        item.margin.toFixed(2),
        item.marginEstimated,
      ]);
    }
    // The rows are exactly what is stored, so their digest changes with any stored field.
    const contentHash = hash('sha1', orderLine + itemLines, 'base64url');
    this.orders.push({
      orderId: detach(order.orderId),
      contentHash,
      customerKey: order.customerKey === null ? null : detach(order.customerKey),
      orderDay: order.orderDay,
      isCancelled: order.isCancelled,
      revenueCents: Math.round(order.revenue * 100),
      revenueWithoutVatCents: Math.round(order.revenueWithoutVat * 100),
      marginCents: Math.round(order.margin * 100),
      marginEstimated: order.marginEstimated,
      isPaid: order.isPaid,
      isOnline: order.isOnline,
      itemCount: order.itemCount,
    });
    this.orderStarts.push(this.orderRows.length);
    this.itemStarts.push(this.itemRows.length);
    this.orderRows.append(`${orderLine}${contentHash}\n`);
    if (itemLines) this.itemRows.append(itemLines);
  }

  /** The COPY rows (ORDER_BATCH_COLUMNS, ORDER_BATCH_ITEM_COLUMNS) of the orders at these positions. */
  copyRows(positions: readonly number[]): { orders: Uint8Array; items: Uint8Array } {
    if (positions.length === this.size && positions.every((position, index) => position === index)) {
      return { orders: this.orderRows.bytes(), items: this.itemRows.bytes() };
    }
    return {
      orders: this.select(this.orderRows, this.orderStarts, positions),
      items: this.select(this.itemRows, this.itemStarts, positions),
    };
  }

  /**
   * Hands the buffers back for the next batch once the rows have been sent (an import then
   * reuses a few buffers instead of growing new ones for every batch).
   */
  release(): void {
    this.orderRows.release();
    this.itemRows.release();
  }

  private select(rows: ByteBuilder, starts: number[], positions: readonly number[]): Uint8Array {
    const all = rows.bytes();
    return Buffer.concat(
      positions.map((position) => all.subarray(starts[position]!, starts[position + 1] ?? all.length)),
    );
  }
}

/**
 * A copy of a string that shares no memory with the text it was cut from. V8 represents a
 * substring of 13 characters or more as a view of its parent, so an e-mail kept from a CSV record
 * would keep the whole chunk of the file it came from alive for as long as the batch.
 */
function detach(text: string): string {
  return text.length < 13 ? text : ` ${text}`.slice(1);
}

/** Buffers given back by finished batches, ready for new ones. */
const spareBuffers: Buffer[] = [];
const MAX_SPARE_BUFFERS = 4;

/** UTF-8 text appended to a buffer that doubles when full. */
class ByteBuilder {
  private buffer = spareBuffers.pop() ?? Buffer.allocUnsafe(64 * 1024);
  length = 0;

  release(): void {
    if (spareBuffers.length < MAX_SPARE_BUFFERS) spareBuffers.push(this.buffer);
    this.buffer = Buffer.alloc(0);
    this.length = 0;
  }

  append(text: string): void {
    // UTF-8 needs at most three bytes per UTF-16 code unit.
    const needed = this.length + text.length * 3;
    if (needed > this.buffer.length) {
      const grown = Buffer.allocUnsafe(Math.max(needed, this.buffer.length * 2));
      this.buffer.copy(grown, 0, 0, this.length);
      this.buffer = grown;
    }
    this.length += this.buffer.write(text, this.length, 'utf8');
  }

  bytes(): Uint8Array {
    return this.buffer.subarray(0, this.length);
  }
}
