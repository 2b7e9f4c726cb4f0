import type { AdChannel } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ChannelBudgetWrite {
  /** An existing channel budget of the budget to change; undefined for a new one. */
  id?: string;
  channel: AdChannel;
  allocated: number;
  targetCpa: number | null;
  targetRoas: number | null;
  isActive: boolean;
}

/**
 * Makes `channels` the budget's whole set of channel budgets: the listed ids are changed, the
 * others removed (their alerts go with them), new ones inserted. The caller has checked that
 * every id belongs to the budget and that each channel appears once.
 */
export async function replaceChannelBudgets(
  db: Kysely<Database>,
  params: { shopId: string; budgetId: string; channels: ChannelBudgetWrite[]; now: Date },
): Promise<void> {
  const { shopId, budgetId, now } = params;
  const kept = params.channels.flatMap((channel) => (channel.id ? [channel.id] : []));
  let removal = db
    .deleteFrom('client_channel_budgets')
    .where('shop_id', '=', shopId)
    .where('client_budget_id', '=', budgetId);
  if (kept.length > 0) removal = removal.where('id', 'not in', kept);
  await removal.execute();

  // The one-row-per-channel key is checked at commit: kept rows may swap channels.
  const changed = params.channels.filter((channel) => channel.id);
  for (const channel of changed) {
    await db
      .updateTable('client_channel_budgets')
      .set({
        channel_type: channel.channel,
        allocated_budget: channel.allocated,
        target_cpa: channel.targetCpa,
        target_roas: channel.targetRoas,
        is_active: channel.isActive,
        updated_at: now,
      })
      .where('shop_id', '=', shopId)
      .where('id', '=', channel.id!)
      .execute();
  }
  const added = params.channels.filter((channel) => !channel.id);
  if (added.length === 0) return;
  await db
    .insertInto('client_channel_budgets')
    .values(
      added.map((channel) => ({
        shop_id: shopId,
        client_budget_id: budgetId,
        channel_type: channel.channel,
        allocated_budget: channel.allocated,
        target_cpa: channel.targetCpa,
        target_roas: channel.targetRoas,
        is_active: channel.isActive,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}
