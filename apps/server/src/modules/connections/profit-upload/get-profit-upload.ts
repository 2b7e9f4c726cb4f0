import {
  hasRole,
  PROFIT_UPLOAD_WINDOW_DAYS,
  type ProfitUploadOverview,
  type ProfitUploadPlatform,
} from '@ziskomer/contracts';
import { catalogues, type Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readConversionActions } from '../get-google-ads-overview.ts';
import { getConnectionRow } from '../queries/connection-queries.ts';
import { getProfitUploadSetting } from './profit-upload-settings.ts';

const LAST_REFUSED = 20;

/** Google's conversion actions that take uploaded clicks: the only ones offline conversions may go to. */
export function readUploadActions(providerData: unknown): { id: string; name: string }[] {
  return (readConversionActions(providerData) ?? [])
    .filter((action) => action.type === 'UPLOAD_CLICKS' && action.status === 'ENABLED')
    .map((action) => ({ id: action.id, name: action.name }));
}

/**
 * A platform's "Zisk zpět do platformy" card: the setting, what may be chosen, and the log of the
 * last 30 days — orders sent (and their profit), refused, skipped, and the latest refusals with
 * their reasons in the reader's language.
 */
export async function getProfitUpload(
  scope: UseCaseScope,
  shopId: string,
  platform: ProfitUploadPlatform,
  language: Language,
): Promise<ProfitUploadOverview> {
  const row = await getConnectionRow(scope.db, shopId, { provider: platform });
  const setting = row ? await getProfitUploadSetting(scope.db, shopId, row.id) : null;
  const since = new Date(scope.deps.now().getTime() - 30 * 86_400_000);
  const counts = await scope.db
    .selectFrom('profit_uploads')
    .select([
      sql<number>`count(*) FILTER (WHERE status = 'sent')::int`.as('sent'),
      sql<number>`count(*) FILTER (WHERE status = 'refused')::int`.as('refused'),
      sql<number>`count(*) FILTER (WHERE status = 'skipped')::int`.as('skipped'),
      sql<string>`coalesce(sum(value) FILTER (WHERE status = 'sent'), 0)`.as('sent_value'),
    ])
    .where('shop_id', '=', shopId)
    .where('platform', '=', platform)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  const refusals = await scope.db
    .selectFrom('profit_uploads')
    .select(['order_id', 'status', 'reason_code', 'reason_detail', 'value', 'currency', 'created_at'])
    .where('shop_id', '=', shopId)
    .where('platform', '=', platform)
    .where('status', 'in', ['refused', 'skipped'])
    .orderBy('created_at', 'desc')
    .orderBy('order_id')
    .limit(LAST_REFUSED)
    .execute();
  const reasons: Record<string, string> = catalogues[language].profitUpload.reasons;
  let target = setting?.target_id
    ? { id: setting.target_id, name: setting.target_name ?? setting.target_id }
    : null;
  // Sklik's S2S endpoint takes no token: whoever knows the SEM ID can send events to the account,
  // so only the admins who may change it see it whole.
  if (target && platform === 'sklik' && !hasRole(scope.shop?.role, 'admin')) {
    const masked = `…${target.id.slice(-4)}`;
    target = { id: masked, name: masked };
  }
  return {
    platform,
    connection: row ? row.status : 'none',
    demo: row?.is_demo ?? false,
    enabled: setting?.enabled ?? false,
    target,
    targets: platform === 'google_ads' && row ? readUploadActions(row.provider_data) : [],
    windowDays: PROFIT_UPLOAD_WINDOW_DAYS[platform],
    last30Days: {
      sent: Number(counts.sent),
      refused: Number(counts.refused),
      skipped: Number(counts.skipped),
      sentValue: Number(counts.sent_value),
    },
    lastRefused: refusals.map((refusal) => ({
      orderId: refusal.order_id,
      reason: reasons[refusal.reason_code ?? ''] ?? reasons.unknown!,
      detail: refusal.reason_detail,
      value: refusal.value === null ? null : Number(refusal.value),
      currency: refusal.currency,
      at: new Date(refusal.created_at).toISOString(),
    })),
  };
}
