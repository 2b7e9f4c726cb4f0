import type { Order } from '@ziskomer/contracts';

/** An order as a platform gave it: turned into the canonical order, or why it could not be. */
export type PlatformOrder =
  | { ok: true; order: Order /** When the platform last changed it. */; changedAt: string }
  | { ok: false; ref: string; reason: string };

export interface PlatformOrderPage {
  orders: PlatformOrder[];
  /** Where the next page starts; null after the last. */
  nextCursor: string | null;
  /** Orders in all (when the platform says), for the progress shown. */
  total: number | null;
}

/**
 * What the connector needs of a platform (Shoptet, Shopify, WooCommerce); each speaks its own API
 * behind it. Every call throws EshopApiError for what the platform refuses.
 */
export interface EshopPlatformClient {
  /** One cheap call that reads orders: proves the credentials before they are saved. Answers the shop's name. */
  verify(): Promise<{ shopName: string | null }>;
  /**
   * A page of orders changed since `since` (null: every order, the first full load), starting at
   * `cursor` (null: the first page).
   */
  listOrders(since: Date | null, cursor: string | null, signal: AbortSignal): Promise<PlatformOrderPage>;
  /** One order by the platform's id (a webhook's); null when it is gone. */
  fetchOrder(ref: string, signal: AbortSignal): Promise<PlatformOrder | null>;
  /**
   * Subscribes our webhook address to the platform's order created / updated events. Answers the
   * platform's ids of the subscriptions and the key the platform signs them with (Shoptet makes
   * its own; the others sign with the secret given).
   */
  registerWebhooks(target: WebhookTarget): Promise<WebhookRegistration>;
  /** Removes subscriptions by their ids; one already gone is not an error. */
  removeWebhooks(ids: string[]): Promise<void>;
}

export interface WebhookTarget {
  /** Our address for this connection's deliveries. */
  url: string;
  /**
   * Where every address of ours for this platform starts: a subscription of the same event
   * pointing under it is an earlier connection's of this shop and is replaced.
   */
  ourPrefix: string;
  /** The signing secret, for platforms that take one. */
  secret: string;
  /**
   * Called as soon as the platform made a new signing key (Shoptet's renewal), before the rest of
   * the registration: from then on the platform signs with it, so it is stored at once rather than
   * at the end of the connect.
   */
  onSecretRenewed?(secret: string): Promise<void>;
}

export interface WebhookRegistration {
  /** The platform's ids of the subscriptions made or found. */
  ids: string[];
  /** The key deliveries are signed with. */
  secret: string;
  /** Events left without our subscription, with the platform's words why. */
  refused: { event: string; reason: string }[];
}
