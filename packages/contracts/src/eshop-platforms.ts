import { z } from 'zod';
import { connectionSchema } from './connections.ts';

/**
 * The e-shop platforms a shop's orders can come from by themselves (SPEC §2 "Connections
 * catalogue": the e-shop platform, one per shop, signed in with an API key).
 */
export const ESHOP_PLATFORMS = ['shoptet', 'shopify', 'woocommerce'] as const;
export type EshopPlatform = (typeof ESHOP_PLATFORMS)[number];

const secret = z.string().trim().min(8).max(512);
/** A signing key the platform itself shows (Shopify's, Shoptet's); without it the app makes one. */
const webhookSecret = z.string().trim().min(16).max(256).optional();

export const connectEshopPlatformSchema = z
  .discriminatedUnion('platform', [
    z.object({ platform: z.literal('shoptet'), apiToken: secret, webhookSecret }).strict(),
    z
      .object({
        platform: z.literal('shopify'),
        /** `kavovar.myshopify.com` (a URL or the bare name is accepted too). */
        shopDomain: z.string().trim().min(3).max(255),
        accessToken: secret,
        webhookSecret,
      })
      .strict(),
    z
      .object({
        platform: z.literal('woocommerce'),
        storeUrl: z.string().trim().min(4).max(500),
        consumerKey: secret,
        consumerSecret: secret,
        webhookSecret,
      })
      .strict(),
  ])
  .meta({ id: 'ConnectEshopPlatform' });
export type ConnectEshopPlatform = z.infer<typeof connectEshopPlatformSchema>;

export const eshopPlatformOverviewSchema = z
  .object({
    connection: connectionSchema.nullable(),
    platform: z.enum(ESHOP_PLATFORMS).nullable(),
    /** The shop's address at the platform (Shopify domain, WooCommerce URL); null for Shoptet. */
    shopUrl: z.string().nullable(),
    /** Orders stored from this connection. */
    ordersSynced: z.number().int(),
    /** Orders the last sync had to leave out (malformed at the platform). */
    ordersSkipped: z.number().int(),
    /**
     * The webhook address and secret (shop admins only see this overview): subscribed at the
     * platform as it connected, or to paste into it by hand where the platform refused.
     */
    webhook: z
      .object({
        url: z.string(),
        secret: z.string(),
        /** Our subscriptions at the platform (order created and updated: 2 when all went well). */
        subscribed: z.number().int(),
        /** Events left without ours, with the platform's words (`*`: the registration failed whole). */
        refused: z.array(z.object({ event: z.string(), reason: z.string() })),
      })
      .nullable(),
    lastWebhookAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'EshopPlatformOverview' });
export type EshopPlatformOverview = z.infer<typeof eshopPlatformOverviewSchema>;

export const eshopWebhookReceiptSchema = z
  .object({
    /** False for a delivery already received (a replay): nothing was queued again. */
    queued: z.boolean(),
  })
  .meta({ id: 'EshopWebhookReceipt' });
export type EshopWebhookReceipt = z.infer<typeof eshopWebhookReceiptSchema>;

/** The largest webhook body taken (an order with many lines is well under it). */
export const ESHOP_WEBHOOK_MAX_BYTES = 512 * 1024;
