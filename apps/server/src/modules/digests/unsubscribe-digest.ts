import type { UnsubscribedDigest } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { AppError } from '../../core/app-error.ts';
import type { Deps } from '../../core/deps.ts';
import { listDigestRecipientRows, unsubscribeDigestRecipientRow } from './queries/digest-recipient-rows.ts';
import { newUnsubscribeNonce, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/**
 * The one-click unsubscribe of a digest link, without sign-in. The token must be ours (signed)
 * and name a recipient of its shop; its nonce must be the recipient's current one. Using it
 * changes the nonce, so the same link answers `unsubscribe_link_used` afterwards. Runs in the
 * token's shop scope only, so it cannot touch another shop's recipients.
 */
export async function unsubscribeDigest(deps: Deps, token: string | undefined): Promise<UnsubscribedDigest> {
  const payload = token ? verifyUnsubscribeToken(deps.config.authSecret, token) : null;
  if (!payload) throw new AppError('unsubscribe_link_invalid');
  return withScope(deps.db, { userId: null, shopId: payload.shopId }, async (trx) => {
    const [recipient] = await listDigestRecipientRows(trx, payload.shopId, { id: payload.recipientId });
    if (!recipient) throw new AppError('unsubscribe_link_invalid');
    const done = await unsubscribeDigestRecipientRow(trx, {
      shopId: payload.shopId,
      id: payload.recipientId,
      nonce: payload.nonce,
      newNonce: newUnsubscribeNonce(),
      now: deps.now(),
    });
    if (!done) throw new AppError('unsubscribe_link_used');
    const shop = await trx
      .selectFrom('shops')
      .select('name')
      .where('id', '=', payload.shopId)
      .executeTakeFirstOrThrow();
    return { email: recipient.email, shopName: shop.name };
  });
}
