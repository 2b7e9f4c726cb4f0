import type { RfmCustomer, RfmSegment } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { getZonedDay } from '@ziskomer/domain';
import { catalogues, type Language } from '@ziskomer/i18n';
import type { Kysely, Transaction } from 'kysely';
import { createCsvStream, formatCsvAmount } from '../../orders/index.ts';
import { queryRfmSegmentAfter } from '../queries/customer-rfm-customers.ts';

const PAGE = 1000;

/** Column names e-mail tools recognise (Ecomail, SmartEmailing, Mailchimp map `email` by itself). */
const HEADER = [
  'email',
  'name',
  'phone',
  'city',
  'orders',
  'revenue',
  'last_order',
  'recency',
  'frequency',
  'monetary',
  'segment',
];

/**
 * Streams the customers of one RFM segment as CSV for an e-mail tool, in customer-key (e-mail)
 * order, by keyset pages: the first in the request's transaction (before the response starts),
 * each later one in its own short transaction with the shop's scope (a long download holds no
 * connection). The scores were brought up to date by the request before the
 * stream starts. Every cell goes through sanitizeCsvCell (createCsvStream): a name such as
 * `=HYPERLINK(…)` arrives as text, never as a formula.
 */
export function exportRfmSegmentCsv(
  db: { request: Transaction<Database>; pool: Kysely<Database> },
  scope: { userId: string; shopId: string; timeZone: string; today: string; label: string },
  segment: RfmSegment,
  language: Language,
  pageSize = PAGE,
): Promise<ReadableStream<Uint8Array>> {
  const segmentName = catalogues[language].analyticsCustomers.rfm.segments[segment].name;
  let after: string | null = null;
  let done = false;
  const readPage = async (trx: Transaction<Database>) => {
    if (done) return [];
    const rows = await queryRfmSegmentAfter(trx, scope.shopId, segment, scope.today, after, pageSize);
    if (rows.length < pageSize) done = true;
    after = rows.at(-1)?.customerKey ?? after;
    return rows.map((row) => toCells(row, segmentName, scope.timeZone));
  };
  return createCsvStream(
    HEADER,
    {
      first: () => readPage(db.request),
      next: () => withScope(db.pool, { userId: scope.userId, shopId: scope.shopId }, readPage),
    },
    scope.label,
  );
}

function toCells(row: RfmCustomer, segmentName: string, timeZone: string) {
  return [
    row.email,
    row.name,
    row.phone,
    row.city,
    row.orders,
    formatCsvAmount(row.revenue),
    getZonedDay(new Date(row.lastOrderDate), timeZone),
    row.recency,
    row.frequency,
    row.monetary,
    segmentName,
  ];
}
