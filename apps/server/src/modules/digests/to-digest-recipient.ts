import type { DigestRecipient } from '@ziskomer/contracts';
import type { DigestRecipientRow } from './queries/digest-recipient-rows.ts';

export function toDigestRecipient(row: DigestRecipientRow): DigestRecipient {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    email: row.email,
    language: row.language,
    unsubscribedAt: row.unsubscribedAt?.toISOString() ?? null,
  };
}
