import { z } from 'zod';

/** At most this many values per facet, the most frequent first. */
export const ORDER_FACET_LIMIT = 100;

export const orderFacetValueSchema = z
  .object({ value: z.string(), count: z.number().int() })
  .meta({ id: 'OrderFacetValue' });
export type OrderFacetValue = z.infer<typeof orderFacetValueSchema>;

/**
 * The values the shop's orders use in their free-text columns, with how many orders use each:
 * the options of the orders browser's status and source filters and the suggestions of the
 * order form.
 */
export const orderFacetsSchema = z
  .object({
    statuses: z.array(orderFacetValueSchema),
    sources: z.array(orderFacetValueSchema),
    paymentMethods: z.array(orderFacetValueSchema),
    shippingMethods: z.array(orderFacetValueSchema),
  })
  .meta({ id: 'OrderFacets' });
export type OrderFacets = z.infer<typeof orderFacetsSchema>;
