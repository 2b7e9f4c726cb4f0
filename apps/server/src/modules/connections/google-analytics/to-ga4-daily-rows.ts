import type { Ga4ReportRow } from './google-analytics-api.ts';

export interface Ga4DailyRow {
  day: string;
  source: string;
  medium: string;
  sessions: number;
  users: number;
  conversions: number;
  revenue: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const numberOf = (value: string | undefined) => {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
};

/**
 * runReport rows (dimensions date YYYYMMDD, sessionSource, sessionMedium; metrics sessions,
 * totalUsers, keyEvents, purchaseRevenue) as stored rows of the range; a source GA4 leaves unset
 * is '(not set)', as GA4 names it. Rows of one key are summed.
 */
export function toGa4DailyRows(
  report: readonly Ga4ReportRow[],
  range: { from: string; to: string },
): Ga4DailyRow[] {
  const byKey = new Map<string, Ga4DailyRow>();
  for (const row of report) {
    const [date, source, medium] = (row.dimensionValues ?? []).map((entry) => entry.value ?? '');
    const match = /^(\d{4})(\d{2})(\d{2})$/.exec(date ?? '');
    if (!match) continue;
    const day = `${match[1]}-${match[2]}-${match[3]}`;
    if (day < range.from || day > range.to) continue;
    const [sessions, users, conversions, revenue] = (row.metricValues ?? []).map((entry) =>
      numberOf(entry.value),
    );
    const entry: Ga4DailyRow = {
      day,
      source: (source || '(not set)').slice(0, 300),
      medium: (medium || '(not set)').slice(0, 300),
      sessions: 0,
      users: 0,
      conversions: 0,
      revenue: 0,
    };
    const key = `${entry.day}\u001f${entry.source}\u001f${entry.medium}`;
    const current = byKey.get(key) ?? entry;
    current.sessions += Math.max(0, Math.round(sessions ?? 0));
    current.users += Math.max(0, Math.round(users ?? 0));
    current.conversions = round2(current.conversions + Math.max(0, conversions ?? 0));
    current.revenue = round2(current.revenue + (revenue ?? 0));
    byKey.set(key, current);
  }
  return [...byKey.values()];
}
