import { z } from 'zod';
import { calendarDay } from './calendar-day.ts';

/** SPEC §9: tables page by 100 rows. */
export const ORDERS_PAGE_SIZE = 100;

export const orderSortFields = ['orderDate', 'orderId', 'revenue', 'margin', 'customerName'] as const;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** Filters of the orders browser and its CSV export. Days are the shop's calendar days. */
export const orderFilterSchema = z.object({
  from: calendarDay().optional(),
  to: calendarDay().optional(),
  status: z.string().trim().min(1).max(100).optional(),
  paid: booleanQuery.optional(),
  cancelled: booleanQuery.optional(),
  /** Acquisition source. */
  source: z.string().trim().min(1).max(200).optional(),
  /** Text in the order id, customer e-mail or customer name. */
  q: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(orderSortFields).default('orderDate'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type OrderFilter = z.output<typeof orderFilterSchema>;

export const orderListQuerySchema = orderFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(10_000_000).default(1),
});
export type OrderListQuery = z.output<typeof orderListQuerySchema>;

export const orderSummarySchema = z
  .object({
    orderId: z.string(),
    /** ISO instant. */
    orderDate: z.string(),
    /** The day in the shop's time zone (YYYY-MM-DD). */
    orderDay: z.string(),
    customerKey: z.string().nullable(),
    customerEmail: z.string().nullable(),
    customerName: z.string().nullable(),
    customerCity: z.string().nullable(),
    customerCountry: z.string().nullable(),
    revenue: z.number(),
    revenueWithoutVat: z.number(),
    vat: z.number(),
    margin: z.number(),
    marginEstimated: z.boolean(),
    marginPercent: z.number().nullable(),
    currency: z.string(),
    paid: z.boolean().nullable(),
    online: z.boolean().nullable(),
    cancelled: z.boolean(),
    status: z.string().nullable(),
    paymentMethod: z.string().nullable(),
    shippingMethod: z.string().nullable(),
    acquisitionSource: z.string().nullable(),
    acquisitionCampaign: z.string().nullable(),
    itemCount: z.number().int(),
    updatedAt: z.string(),
  })
  .meta({ id: 'OrderSummary' });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z
  .object({
    items: z.array(orderSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'OrderList' });
export type OrderList = z.infer<typeof orderListSchema>;

export const orderItemSchema = z
  .object({
    lineNo: z.number().int(),
    productCode: z.string().nullable(),
    productName: z.string(),
    category: z.string(),
    quantity: z.number(),
    unitPrice: z.number(),
    margin: z.number(),
    marginEstimated: z.boolean(),
  })
  .meta({ id: 'OrderItem' });

/** The customer facts beside an order (SPEC §3 order record: customer_* fields). */
export const orderCustomerSchema = z
  .object({
    customerKey: z.string(),
    totalRevenue: z.number(),
    totalOrders: z.number().int(),
    avgOrderValue: z.number(),
    isReturning: z.boolean(),
    tier: z.enum(['high', 'medium', 'low']),
    lifetimeValue: z.number(),
    firstOrderDate: z.string(),
    lastOrderDate: z.string(),
    daysSinceLastOrder: z.number().int(),
  })
  .meta({ id: 'OrderCustomer' });

export const orderDetailSchema = orderSummarySchema
  .extend({
    customerPhone: z.string().nullable(),
    customerZip: z.string().nullable(),
    createdAt: z.string(),
    /** Days since this customer's previous order (not cancelled), or null for a first order. */
    daysSincePreviousOrder: z.number().int().nullable(),
    customer: orderCustomerSchema.nullable(),
    items: z.array(orderItemSchema),
  })
  .meta({ id: 'OrderDetail' });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
