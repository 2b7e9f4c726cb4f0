import { z } from 'zod';
import { rfmSegmentSchema } from './analytics/customer-rfm-report.ts';
import { isUnstorableText } from './storable-text.ts';

/** A customer key in a path: the normalised e-mail, or `tel:` + digits (never a slash or NUL). */
export const customerKeyParamSchema = z
  .string()
  .min(1)
  .max(320)
  .refine((key) => !key.includes('/') && !isUnstorableText(key), 'A customer key has no slash or NUL');

const profileLineSchema = z.object({
  productCode: z.string().nullable(),
  productName: z.string(),
  category: z.string(),
  quantity: z.number(),
  unitPrice: z.number(),
  margin: z.number(),
  marginEstimated: z.boolean(),
});

const profileOrderSchema = z.object({
  orderId: z.string(),
  orderDate: z.string(),
  revenue: z.number(),
  margin: z.number(),
  marginEstimated: z.boolean(),
  cancelled: z.boolean(),
  paid: z.boolean().nullable(),
  status: z.string().nullable(),
  source: z.string().nullable(),
  campaign: z.string().nullable(),
  lines: z.array(profileLineSchema),
});

/**
 * One customer of a shop on one page (`/analytics/customer/{customerKey}`): contact details, every
 * order with its lines, where the first and the later orders came from, the RFM scores and segment,
 * the CLV forecast and the margin the customer brought. Totals count orders that are not cancelled.
 */
export const customerProfileSchema = z
  .object({
    customerKey: z.string(),
    contact: z.object({
      email: z.string().nullable(),
      name: z.string().nullable(),
      phone: z.string().nullable(),
      city: z.string().nullable(),
      country: z.string().nullable(),
      zip: z.string().nullable(),
    }),
    currency: z.string(),
    timeZone: z.string(),
    totals: z.object({
      orders: z.number().int(),
      cancelledOrders: z.number().int(),
      revenue: z.number(),
      /** Gross profit the customer's counted orders brought. */
      margin: z.number(),
      averageOrderValue: z.number().nullable(),
      firstOrderDate: z.string().nullable(),
      lastOrderDate: z.string().nullable(),
    }),
    tier: z.enum(['high', 'medium', 'low']),
    churnRisk: z.enum(['low', 'medium', 'high']),
    /** The source of the first counted order, then each later source in the order it first came. */
    journey: z.object({
      firstSource: z.string().nullable(),
      firstCampaign: z.string().nullable(),
      laterSources: z.array(
        z.object({ source: z.string().nullable(), orders: z.number().int(), firstDate: z.string() }),
      ),
    }),
    /** Null until the scores are computed (or for a customer without a counted order). */
    rfm: z
      .object({
        recency: z.number().int(),
        frequency: z.number().int(),
        monetary: z.number().int(),
        segment: rfmSegmentSchema,
      })
      .nullable(),
    /**
     * The segment at each of the last 12 complete month ends since the first counted order, from the
     * orders up to that day (scored as today's scores are), oldest first; empty for a customer whose
     * first order came this month.
     */
    rfmHistory: z.array(
      z.object({
        monthEnd: z.string(),
        recency: z.number().int(),
        frequency: z.number().int(),
        segment: rfmSegmentSchema,
      }),
    ),
    /** The BG/NBD + Gamma-Gamma forecast of the last model run; null without one. */
    clv: z
      .object({
        probabilityAlive: z.number(),
        expectedOrders90: z.number(),
        expectedValue90: z.number(),
        expectedOrders365: z.number().nullable(),
        expectedValue365: z.number().nullable(),
      })
      .nullable(),
    /** Every order of the customer, newest first, cancelled ones included (marked). */
    orders: z.array(profileOrderSchema),
  })
  .meta({ id: 'CustomerProfile' });
export type CustomerProfile = z.infer<typeof customerProfileSchema>;

/** Erasing a customer (GDPR): the caller repeats the key, so a mistyped link erases nobody. */
export const customerEraseInputSchema = z
  .object({ confirm: z.string().min(1).max(320) })
  .meta({ id: 'CustomerEraseInput' });

export const customerEraseResultSchema = z
  .object({
    /** Orders whose personal data were removed; their amounts stay in every total. */
    anonymisedOrders: z.number().int(),
  })
  .meta({ id: 'CustomerEraseResult' });
export type CustomerEraseResult = z.infer<typeof customerEraseResultSchema>;
