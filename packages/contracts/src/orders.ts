import { z } from 'zod';

/**
 * The canonical order the product stores (SPEC §3 "Order record"), whatever it came from: a CSV
 * row group, the import API or the demo generator. Amounts are in the order's currency, revenue
 * includes VAT; a missing margin is estimated at import time and marked as such.
 */
export const orderItemInputSchema = z
  .object({
    productCode: z.string().trim().max(200).nullish(),
    productName: z.string().trim().min(1).max(500),
    category: z.string().trim().max(200).nullish(),
    quantity: z.number().positive().max(1_000_000).default(1),
    /** Price of one unit including VAT. */
    unitPrice: z.number().min(0).max(1_000_000_000),
    /** Margin of the whole line, when the shop knows it. */
    margin: z.number().min(-1_000_000_000).max(1_000_000_000).nullish(),
  })
  .meta({ id: 'OrderItemInput' });
export type OrderItemInput = z.input<typeof orderItemInputSchema>;

export const orderInputSchema = z
  .object({
    orderId: z.string().trim().min(1).max(100),
    /** ISO 8601 date or date-time; a date-time without offset is read in the shop's time zone. */
    orderDate: z.string().trim().min(10).max(40),
    customerEmail: z.string().trim().max(320).nullish(),
    customerName: z.string().trim().max(200).nullish(),
    customerPhone: z.string().trim().max(50).nullish(),
    customerCity: z.string().trim().max(200).nullish(),
    customerCountry: z.string().trim().max(100).nullish(),
    customerZip: z.string().trim().max(20).nullish(),
    /** Order total including VAT. */
    revenue: z.number().min(0).max(1_000_000_000),
    margin: z.number().min(-1_000_000_000).max(1_000_000_000).nullish(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/)
      .default('CZK'),
    paid: z.boolean().nullish(),
    online: z.boolean().nullish(),
    cancelled: z.boolean().default(false),
    status: z.string().trim().max(100).nullish(),
    paymentMethod: z.string().trim().max(200).nullish(),
    shippingMethod: z.string().trim().max(200).nullish(),
    acquisitionSource: z.string().trim().max(200).nullish(),
    acquisitionCampaign: z.string().trim().max(200).nullish(),
    items: z.array(orderItemInputSchema).max(1000).default([]),
  })
  .meta({ id: 'OrderInput' });
export type OrderInput = z.input<typeof orderInputSchema>;
export type Order = z.output<typeof orderInputSchema>;
