import { EshopApiError } from '../eshop-api-error.ts';
import type { WebhookRegistration, WebhookTarget } from '../eshop-platform-client.ts';

export type ShopifyCall = <T>(query: string, variables: Record<string, unknown>) => Promise<T>;

const TOPICS = ['ORDERS_CREATE', 'ORDERS_UPDATED'] as const;

const LIST = `query OurWebhooks($topics: [WebhookSubscriptionTopic!]) {
  webhookSubscriptions(first: 50, topics: $topics) {
    nodes { id topic endpoint { __typename ... on WebhookHttpEndpoint { callbackUrl } } }
  }
}`;
const CREATE = `mutation Subscribe($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id }
    userErrors { field message }
  }
}`;
const DELETE = `mutation Unsubscribe($id: ID!) {
  webhookSubscriptionDelete(id: $id) {
    deletedWebhookSubscriptionId
    userErrors { field message }
  }
}`;

interface UserError {
  message: string;
}

/**
 * Shopify's webhook subscriptions (Admin GraphQL): `webhookSubscriptionCreate(topic,
 * webhookSubscription: { callbackUrl, format: JSON })` for ORDERS_CREATE and ORDERS_UPDATED, and
 * `webhookSubscriptionDelete(id)`. Shopify signs what an app subscribed with the app's API secret
 * key (the client secret), which the user gives as the webhook secret. Ours from an earlier
 * connection of this shop (under our address) are deleted first, so an order is delivered once.
 * A token without the orders scope answers ACCESS_DENIED, a refused address a user error: the
 * topic stays without ours and the sync still reads its orders.
 */
export async function registerShopifyWebhooks(
  call: ShopifyCall,
  target: WebhookTarget,
): Promise<WebhookRegistration> {
  const listed = await call<{
    webhookSubscriptions: { nodes: { id: string; endpoint: { callbackUrl?: string } | null }[] };
  }>(LIST, { topics: TOPICS });
  const earlier = listed.webhookSubscriptions.nodes.filter((node) =>
    node.endpoint?.callbackUrl?.startsWith(target.ourPrefix),
  );
  await removeShopifyWebhooks(
    call,
    earlier.map((node) => node.id),
  );
  const ids: string[] = [];
  const refused: WebhookRegistration['refused'] = [];
  for (const topic of TOPICS) {
    try {
      const created = await call<{
        webhookSubscriptionCreate: { webhookSubscription: { id: string } | null; userErrors: UserError[] };
      }>(CREATE, { topic, webhookSubscription: { callbackUrl: target.url, format: 'JSON' } });
      const { webhookSubscription, userErrors } = created.webhookSubscriptionCreate;
      if (webhookSubscription) ids.push(webhookSubscription.id);
      else refused.push({ event: topic, reason: userErrors[0]?.message?.slice(0, 200) ?? 'refused' });
    } catch (error) {
      if (!(error instanceof EshopApiError) || error.kind !== 'permission') throw error;
      refused.push({ event: topic, reason: error.detail });
    }
  }
  return { ids, secret: target.secret, refused };
}

/** Deletes subscriptions; one already gone (a user error saying so) is what was wanted. */
export async function removeShopifyWebhooks(call: ShopifyCall, ids: string[]): Promise<void> {
  for (const id of ids) await call(DELETE, { id });
}
