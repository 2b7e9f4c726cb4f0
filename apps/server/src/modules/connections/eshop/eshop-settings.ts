import type { EshopPlatform } from '@ziskomer/contracts';

/** What a connection keeps about its platform in `settings.eshop` (no secret). */
export interface EshopSettings {
  platform: EshopPlatform;
  /** The shop's own URL (Shopify, WooCommerce), checked by the outbound guard; null for Shoptet. */
  shopUrl: string | null;
  /** The shop's name as the platform gave it, or its host. */
  shopName: string;
}

/** The platform's webhook subscriptions made for the connection, in `settings.eshopWebhooks`. */
export interface EshopWebhookSettings {
  /** The platform's ids of our subscriptions (removed with the connection). */
  ids: string[];
  /** Events left without ours, with the platform's words why (`*`: the whole registration failed). */
  refused: { event: string; reason: string }[];
}

export function readEshopWebhooks(settings: Record<string, unknown> | null): EshopWebhookSettings | null {
  const stored = settings?.eshopWebhooks as EshopWebhookSettings | undefined;
  return stored && Array.isArray(stored.ids) ? stored : null;
}

/**
 * Where a sync stands, in `settings.eshopSync`, committed with each page's orders: a sync killed
 * part way continues from its last page (the job runner starts it again from the top of `handle`).
 */
export interface EshopSyncCheckpoint {
  /** The change time the next sync asks from (the start of the last completed one); null before the first. */
  since: string | null;
  /** The sync under way: the change time it asks from, its next page, and what it did so far. */
  run: {
    since: string | null;
    cursor: string | null;
    synced: number;
    skipped: number;
    startedAt: string;
  } | null;
  /** Orders the last completed sync had to leave out, with a few of their reasons. */
  lastSkipped: number;
  skippedExamples: string[];
}

export function readEshopSettings(settings: Record<string, unknown> | null): EshopSettings | null {
  const eshop = settings?.eshop as EshopSettings | undefined;
  return eshop && typeof eshop.platform === 'string' ? eshop : null;
}

export function readEshopCheckpoint(settings: Record<string, unknown> | null): EshopSyncCheckpoint {
  const stored = settings?.eshopSync as Partial<EshopSyncCheckpoint> | undefined;
  return {
    since: stored?.since ?? null,
    run: stored?.run ?? null,
    lastSkipped: stored?.lastSkipped ?? 0,
    skippedExamples: stored?.skippedExamples ?? [],
  };
}
