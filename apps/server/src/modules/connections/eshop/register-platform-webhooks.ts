import type { EshopPlatform } from '@ziskomer/contracts';
import type { Config } from '../../../config.ts';
import { EshopApiError } from './eshop-api-error.ts';
import type { EshopPlatformClient } from './eshop-platform-client.ts';
import type { EshopWebhookSettings } from './eshop-settings.ts';

/** Our address for a connection's webhook deliveries. */
export function platformWebhookUrl(config: Config, platform: EshopPlatform, connectionId: string): string {
  return `${webhookPrefix(config, platform)}${connectionId}`;
}

const webhookPrefix = (config: Config, platform: EshopPlatform) =>
  `${config.appUrl}/api/webhooks/${platform}/`;

/**
 * Subscribes the connection's webhook address at the platform as it connects, so new orders come
 * in minutes without the user pasting anything. Webhooks only speed orders up (the scheduled sync
 * reads every change anyway), so a platform that refuses (a token without the right, a rate limit
 * that outlasts the waits, an outage) does not stop the connection: what was refused is kept and
 * shown, with the address and secret to set up by hand. Answers the key deliveries are signed with.
 */
export async function registerPlatformWebhooks(
  config: Config,
  client: EshopPlatformClient,
  call: {
    platform: EshopPlatform;
    connectionId: string;
    secret: string;
    onSecretRenewed?: (secret: string) => Promise<void>;
  },
): Promise<{ secret: string; webhooks: EshopWebhookSettings }> {
  // A key the platform renewed is the one it signs with even when a later step of the
  // registration fails: the secret stored must be that one, never the one it replaced.
  let renewed: string | null = null;
  try {
    const registration = await client.registerWebhooks({
      url: platformWebhookUrl(config, call.platform, call.connectionId),
      ourPrefix: webhookPrefix(config, call.platform),
      secret: call.secret,
      onSecretRenewed: async (secret) => {
        renewed = secret;
        await call.onSecretRenewed?.(secret);
      },
    });
    return {
      secret: registration.secret,
      webhooks: { ids: registration.ids, refused: registration.refused },
    };
  } catch (error) {
    if (!(error instanceof EshopApiError)) throw error;
    console.warn(
      `[eshop-webhooks] ${call.platform} ${call.connectionId}: registration failed (${error.message})`,
    );
    return {
      secret: renewed ?? call.secret,
      webhooks: { ids: [], refused: [{ event: '*', reason: error.detail || error.kind }] },
    };
  }
}
