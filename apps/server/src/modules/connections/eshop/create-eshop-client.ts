import type { Deps } from '../../../core/deps.ts';
import type { EshopCredentials } from './eshop-credentials.ts';
import type { EshopPlatformClient } from './eshop-platform-client.ts';
import type { PlatformWebhook } from './platform-webhook.ts';
import { createShopifyClient } from './shopify/shopify-client.ts';
import { shopifyWebhook } from './shopify/shopify-webhook.ts';
import { createShoptetClient } from './shoptet/shoptet-client.ts';
import { shoptetWebhook } from './shoptet/shoptet-webhook.ts';
import { createWooCommerceClient } from './woocommerce/woocommerce-client.ts';
import { wooCommerceWebhook } from './woocommerce/woocommerce-webhook.ts';

/** The API client of the connection's platform. */
export function createEshopClient(
  deps: Deps,
  shopUrl: string | null,
  credentials: EshopCredentials,
): EshopPlatformClient {
  switch (credentials.platform) {
    case 'shoptet':
      return createShoptetClient(deps, credentials);
    case 'shopify':
      return createShopifyClient(deps, shopUrl ?? '', credentials);
    case 'woocommerce':
      return createWooCommerceClient(deps, shopUrl ?? '', credentials);
  }
}

export const PLATFORM_WEBHOOKS = {
  shoptet: shoptetWebhook,
  shopify: shopifyWebhook,
  woocommerce: wooCommerceWebhook,
} as const satisfies Record<EshopCredentials['platform'], PlatformWebhook>;
