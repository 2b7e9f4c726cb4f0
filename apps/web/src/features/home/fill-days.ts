import type { ShopSummary } from '@ziskomer/contracts';

/** Every day of the period, with zeros on days without orders, so the axis has no gaps. */
export function fillDays(summary: Pick<ShopSummary, 'from' | 'to' | 'daily'>) {
  const byDay = new Map(summary.daily.map((d) => [d.day, d]));
  const days: ShopSummary['daily'] = [];
  for (
    let time = Date.parse(`${summary.from}T00:00:00Z`);
    time <= Date.parse(`${summary.to}T00:00:00Z`);
    time += 86_400_000
  ) {
    const day = new Date(time).toISOString().slice(0, 10);
    days.push(byDay.get(day) ?? { day, revenue: 0, orders: 0, margin: 0 });
  }
  return days;
}
