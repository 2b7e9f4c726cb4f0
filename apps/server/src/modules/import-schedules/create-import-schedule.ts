import type { createImportScheduleSchema, ImportSchedule } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import type { z } from 'zod';
import type { RequestScope } from '../../http/define-route.ts';
import { checkOutboundUrl } from '../../lib/guarded-fetch/check-outbound-url.ts';
import { insertImportSchedule } from './queries/insert-import-schedule.ts';
import { toImportSchedule } from './to-import-schedule.ts';

/**
 * Creates a schedule. The URL passes the outbound guard first (422 when it is refused), before
 * any transaction opens: resolving its host may take a moment. A new active schedule runs at
 * the scheduler's next pass, so its first result shows up straight away.
 */
export async function createImportSchedule(
  scope: Omit<RequestScope, 'db'>,
  shopId: string,
  input: z.output<typeof createImportScheduleSchema>,
  language: Language,
): Promise<ImportSchedule> {
  const { deps, user } = scope;
  const url = await checkOutboundUrl(input.url, deps.outboundPolicy);
  const now = deps.now();
  const row = await withScope(deps.db, { userId: user.id, shopId }, (trx) =>
    insertImportSchedule(trx, {
      shop_id: shopId,
      name: input.name,
      url,
      frequency: input.frequency,
      options: JSON.stringify(input.options),
      is_active: input.isActive,
      next_run_at: now,
      created_by: user.id,
      created_at: now,
      updated_at: now,
    }),
  );
  return toImportSchedule(row, undefined, language);
}
