import type { AdSpendRow } from '@ziskomer/contracts';
import { sql } from 'kysely';

/** The identity of a row of ad spend: day, channel, account and campaign ('' when not named). */
export function rowKey(row: {
  date: string;
  channel: string;
  account?: string | null;
  campaign?: string | null;
}) {
  return JSON.stringify([row.date, row.channel, row.account ?? '', row.campaign ?? '']);
}

/** The rows' keys as four arrays for `unnest`, aliased `k (day, channel, account, campaign)`. */
export function keyArrays(rows: readonly AdSpendRow[]) {
  return sql`unnest(${rows.map((r) => r.date)}::date[], ${rows.map((r) => r.channel)}::text[],
    ${rows.map((r) => r.account ?? '')}::text[], ${rows.map((r) => r.campaign ?? '')}::text[])
    AS k (day, channel, account, campaign)`;
}
