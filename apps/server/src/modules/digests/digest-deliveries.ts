import type { DigestDeliveryList } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listDeliveryRows } from './queries/digest-delivery-rows.ts';

/** The shop's last 100 digest, preview and alert e-mails, newest first. */
export async function listDigestDeliveries(scope: UseCaseScope, shopId: string): Promise<DigestDeliveryList> {
  const rows = await listDeliveryRows(scope.db, shopId, 100);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      periodKey: row.period_key,
      email: row.email,
      language: row.language,
      status: row.status,
      error: row.error,
      attempts: row.attempts,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    })),
  };
}
