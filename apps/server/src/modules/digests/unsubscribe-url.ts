import type { Config } from '../../config.ts';
import { signUnsubscribeToken } from './unsubscribe-token.ts';

/** The web page that unsubscribes a recipient with one click, no sign-in. */
export function unsubscribeUrl(
  config: Pick<Config, 'appUrl' | 'authSecret'>,
  recipient: { shopId: string; id: string; nonce: string },
): string {
  const token = signUnsubscribeToken(config.authSecret, {
    shopId: recipient.shopId,
    recipientId: recipient.id,
    nonce: recipient.nonce,
  });
  return `${config.appUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
}
