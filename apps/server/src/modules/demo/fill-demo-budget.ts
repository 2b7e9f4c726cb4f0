import type { AdChannel } from '@ziskomer/contracts';
import { type Database, withScope } from '@ziskomer/db';
import { addMonths, getZonedDay } from '@ziskomer/domain';
import { type Kysely, sql } from 'kysely';
import { insertBudget, raiseShopBudgetAlerts, replaceChannelBudgets } from '../budgets/index.ts';

/** Targets that make the demo's suggestion and alerts say something: Meta's prospecting is judged by ROAS. */
const TARGET_ROAS: Partial<Record<AdChannel, number>> = { meta: 6 };

/**
 * Gives a demo shop one monthly ad budget, so /budgets is not empty on first start. Each channel
 * gets its average monthly spend of the three whole months before this one, plus 10 %, rounded up
 * to thousands; the total adds a 10 % reserve. Derived only from the shop's (seeded) ad spend and
 * the day it runs, so it is the same on every fresh start of the same day. The alerts its current
 * period calls for are raised with it. Skipped when the shop has a budget already or no ad spend.
 */
export async function fillDemoBudget(db: Kysely<Database>, shopId: string, now: Date): Promise<boolean> {
  return withScope(db, { userId: null, shopId }, async (trx) => {
    const existing = await trx
      .selectFrom('client_budgets')
      .select('id')
      .where('shop_id', '=', shopId)
      .executeTakeFirst();
    if (existing) return false;
    const shop = await trx
      .selectFrom('shops')
      .select(['time_zone', 'currency', 'created_by'])
      .where('id', '=', shopId)
      .executeTakeFirstOrThrow();
    const monthStart = `${getZonedDay(now, shop.time_zone).slice(0, 7)}-01`;
    const from = addMonths(monthStart, -3);
    const result = await sql<{ channel: AdChannel; spent: string | number }>`
      SELECT channel, sum(cost) AS spent FROM ad_spend
      WHERE shop_id = ${shopId} AND day >= ${from}::date AND day < ${monthStart}::date
      GROUP BY channel
      ORDER BY channel`.execute(trx);
    const channels = result.rows
      .map((row) => ({
        channel: row.channel,
        allocated: Math.ceil(((Number(row.spent) / 3) * 1.1) / 1000) * 1000,
      }))
      .filter((row) => row.allocated > 0);
    if (channels.length === 0) return false;
    const allocated = channels.reduce((sum, row) => sum + row.allocated, 0);
    const budgetId = await insertBudget(trx, {
      shopId,
      name: 'Výkonnostní reklama',
      totalBudget: Math.ceil((allocated * 1.1) / 1000) * 1000,
      periodType: 'monthly',
      // Months counted from two years back, so the current period is this calendar month.
      startDate: addMonths(monthStart, -24),
      isActive: true,
      currency: shop.currency,
      createdBy: shop.created_by,
      now,
    });
    await replaceChannelBudgets(trx, {
      shopId,
      budgetId,
      channels: channels.map((row) => ({
        channel: row.channel,
        allocated: row.allocated,
        targetCpa: null,
        targetRoas: TARGET_ROAS[row.channel] ?? null,
        isActive: true,
      })),
      now,
    });
    // Like any budget created, checked at once: the demo's spend already passes some thresholds.
    await raiseShopBudgetAlerts(trx, { shopId, now });
    return true;
  });
}
