import {
  type CreateDigestRecipient,
  DIGEST_RECIPIENTS_MAX,
  type DigestRecipient,
  type UpdateDigestRecipient,
} from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { DEMO_EMAIL } from '../auth/index.ts';
import { listShopUserIds } from '../shops/index.ts';
import {
  countDigestRecipients,
  deleteDigestRecipientRow,
  insertDigestRecipient,
  listDigestRecipientRows,
  updateDigestRecipientRow,
} from './queries/digest-recipient-rows.ts';
import { toDigestRecipient } from './to-digest-recipient.ts';
import { newUnsubscribeNonce } from './unsubscribe-token.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Adds a member of the shop (whose address follows their account) or an outside address. */
export async function addDigestRecipient(
  scope: UseCaseScope,
  shopId: string,
  input: CreateDigestRecipient,
): Promise<DigestRecipient> {
  if ((await countDigestRecipients(scope.db, shopId)) >= DIGEST_RECIPIENTS_MAX) {
    throw new AppError('digest_recipients_over_limit');
  }
  let userId: string | null = null;
  let email: string;
  if ('userId' in input) {
    const members = await listShopUserIds(scope.db, shopId);
    const user = members.includes(input.userId)
      ? await scope.db.selectFrom('users').select('email').where('id', '=', input.userId).executeTakeFirst()
      : undefined;
    if (!user) throw new AppError('digest_recipient_not_member');
    userId = input.userId;
    email = user.email.toLowerCase();
  } else {
    // Everyone who tries the demo shares its account: it must not become a way to mail strangers.
    if (scope.user.email === DEMO_EMAIL) throw new AppError('digest_demo_external');
    email = input.email;
  }
  const id = await insertDigestRecipient(scope.db, {
    shopId,
    userId,
    email,
    language: input.language,
    nonce: newUnsubscribeNonce(),
    createdBy: scope.user.id,
    now: scope.deps.now(),
  });
  if (!id) throw new AppError('digest_recipient_exists');
  await recordActivity(scope, { kind: 'shop', action: 'digest_recipient_added', shopId, details: { email } });
  return findRecipient(scope, shopId, id);
}

/**
 * Changes the language, or subscribes a member again. An outside address that unsubscribed
 * stays so: it asked itself, and only a new link from it (adding the address anew) brings it back.
 */
export async function updateDigestRecipient(
  scope: UseCaseScope,
  shopId: string,
  recipientId: string,
  input: UpdateDigestRecipient,
): Promise<DigestRecipient> {
  const current = await findRecipient(scope, shopId, recipientId);
  if (input.subscribed && current.userId === null) throw new AppError('digest_recipient_not_member');
  await updateDigestRecipientRow(scope.db, {
    shopId,
    id: recipientId,
    language: input.language,
    resubscribeNonce: input.subscribed && current.unsubscribedAt !== null ? newUnsubscribeNonce() : undefined,
  });
  return findRecipient(scope, shopId, recipientId);
}

export async function removeDigestRecipient(scope: UseCaseScope, shopId: string, recipientId: string) {
  const current = await findRecipient(scope, shopId, recipientId);
  await deleteDigestRecipientRow(scope.db, shopId, recipientId);
  await recordActivity(scope, {
    kind: 'shop',
    action: 'digest_recipient_removed',
    shopId,
    details: { email: current.email },
  });
}

async function findRecipient(
  scope: UseCaseScope,
  shopId: string,
  recipientId: string,
): Promise<DigestRecipient> {
  if (!UUID.test(recipientId)) throw new AppError('digest_recipient_not_found');
  const [row] = await listDigestRecipientRows(scope.db, shopId, { id: recipientId });
  if (!row) throw new AppError('digest_recipient_not_found');
  return toDigestRecipient(row);
}
