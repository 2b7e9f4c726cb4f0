import {
  type ProfitUploadOverview,
  type ProfitUploadPlatform,
  SKLIK_SEM_ID_PATTERN,
  type UpdateProfitUpload,
} from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../../core/app-error.ts';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { getProfitUpload, readUploadActions } from './get-profit-upload.ts';
import { getProfitUploadSetting, queueProfitUpload } from './profit-upload-settings.ts';
import { SKLIK_SEM_ID_INVALID } from './sklik-profit-sender.ts';

/** Meta's pixel (dataset) ids are numbers. */
const META_PIXEL_ID = /^\d{5,20}$/;

/**
 * Turns "profit back to the platform" on or off for the shop's connection of `platform` (admins;
 * the route checks). Turning it on needs where the value goes — one of the account's UPLOAD_CLICKS
 * conversion actions (Google), the pixel id (Meta), the S2S SEM ID (Sklik) — and queues a first
 * upload; turning it off stops the next upload (what was sent stays in the log).
 */
export async function updateProfitUpload(
  scope: UseCaseScope,
  shopId: string,
  platform: ProfitUploadPlatform,
  input: UpdateProfitUpload,
  language: Language,
): Promise<ProfitUploadOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: platform }, { forUpdate: true });
  if (!row || row.is_demo) throw new AppError('profit_upload_not_connected');
  if (input.enabled && row.status === 'broken') throw new AppError('connection_broken');
  const current = await getProfitUploadSetting(scope.db, shopId, row.id);
  let target: { id: string; name: string } | null = current?.target_id
    ? { id: current.target_id, name: current.target_name ?? current.target_id }
    : null;
  if (input.targetId !== undefined) {
    if (platform === 'google_ads') {
      target = readUploadActions(row.provider_data).find((action) => action.id === input.targetId) ?? null;
      if (!target) throw new AppError('profit_upload_target_unknown');
    } else if (platform === 'sklik') {
      if (!SKLIK_SEM_ID_PATTERN.test(input.targetId)) throw new AppError('profit_upload_sem_id_invalid');
      target = { id: input.targetId, name: input.targetId };
    } else {
      if (!META_PIXEL_ID.test(input.targetId)) throw new AppError('profit_upload_target_invalid');
      target = { id: input.targetId, name: input.targetId };
    }
  }
  if (input.enabled && !target) throw new AppError('profit_upload_target_required');
  const values = {
    platform,
    enabled: input.enabled,
    target_id: target?.id ?? null,
    target_name: target?.name ?? null,
    updated_by: scope.user.id,
    updated_at: scope.deps.now(),
  };
  await scope.db
    .insertInto('profit_upload_settings')
    .values({ shop_id: shopId, connection_id: row.id, ...values })
    .onConflict((conflict) => conflict.columns(['shop_id', 'connection_id']).doUpdateSet(values))
    .execute();
  // Orders skipped because the SEM ID saved before was malformed were never sent: with a
  // well-formed one they qualify again (those still inside the window go with the next upload).
  if (platform === 'sklik' && target && SKLIK_SEM_ID_PATTERN.test(target.id))
    await scope.db
      .deleteFrom('profit_uploads')
      .where('shop_id', '=', shopId)
      .where('platform', '=', 'sklik')
      .where('status', '=', 'skipped')
      .where('reason_code', '=', SKLIK_SEM_ID_INVALID)
      .execute();
  if (input.enabled) await queueProfitUpload(scope.db, shopId, row.id);
  return getProfitUpload(scope, shopId, platform, language);
}
