import type { LookerEmbed, SaveLookerEmbed } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import {
  deleteLookerEmbedRow,
  getLookerEmbedRow,
  upsertLookerEmbedRow,
} from './queries/looker-embed-rows.ts';

/**
 * The Looker Studio report a shop shows on its Looker page. The contract lets only Looker Studio's
 * embed addresses through (and the table's check repeats it), so the page never frames another site.
 */
export async function getLookerEmbed(scope: UseCaseScope, shopId: string): Promise<LookerEmbed> {
  const row = await getLookerEmbedRow(scope.db, shopId);
  return { embedUrl: row?.embedUrl ?? null, updatedAt: row?.updatedAt.toISOString() ?? null };
}

export async function saveLookerEmbed(
  scope: UseCaseScope,
  shopId: string,
  input: SaveLookerEmbed,
): Promise<LookerEmbed> {
  const row = await upsertLookerEmbedRow(scope.db, {
    shopId,
    embedUrl: input.embedUrl,
    updatedBy: scope.user.id,
    now: scope.deps.now(),
  });
  return { embedUrl: row.embedUrl, updatedAt: row.updatedAt.toISOString() };
}

export async function removeLookerEmbed(scope: UseCaseScope, shopId: string): Promise<void> {
  await deleteLookerEmbedRow(scope.db, shopId);
}
