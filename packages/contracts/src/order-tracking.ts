import { z } from 'zod';
import { hasControlCharacters } from './tasks.ts';

/**
 * Order tracking (SPEC §3 "Order-event row", issue 5): the shop reports each finished order from
 * its thank-you page (with the public key) or from its server (signed with the secret). Invalid
 * input names an error code as the zod message; the API answers with that code and its message in
 * the caller's language, naming the field.
 */

/** The largest request body the tracking endpoint reads. */
export const ORDER_EVENT_MAX_BYTES = 64 * 1024;
/** The most product lines one event may carry. */
export const ORDER_EVENT_MAX_PRODUCTS = 500;
/** SPEC §9 "link-tracking view limit 1000": the newest events the page can page through. */
export const ORDER_EVENT_LIST_LIMIT = 1000;
export const ORDER_EVENT_PAGE_SIZE = 50;
/** A signed call is accepted within this many seconds of its timestamp, either way. */
export const TRACKING_SIGNATURE_WINDOW_SECONDS = 300;
export const TRACKING_SIGNATURE_HEADER = 'X-Ziskomer-Signature';
export const TRACKING_TIMESTAMP_HEADER = 'X-Ziskomer-Timestamp';
export const TRACKING_PUBLIC_KEY_PREFIX = 'zk_pub_';
export const TRACKING_SECRET_PREFIX = 'zk_sec_';

const SHORT_TEXT_MAX = 200;
const CLICK_ID_MAX = 500;

/** A text field: no control characters (NUL included: PostgreSQL cannot store it), at most `max`. */
function text(max: number) {
  return z
    .string({ error: 'tracking_text_invalid' })
    .max(max, { error: 'tracking_field_too_long' })
    .refine((value) => !hasControlCharacters(value), { error: 'tracking_text_invalid' });
}

/** An id may come as text or as a whole number (many shops number their orders). */
function identifier() {
  return z
    .union([z.string(), z.number().int().nonnegative()], { error: 'tracking_id_invalid' })
    .transform((value) => String(value).trim())
    .pipe(text(SHORT_TEXT_MAX));
}

/** A number, or a number written as text ('1 234,50' and '1234.50' both read as 1234.5). */
function amount(code: 'tracking_total_invalid' | 'tracking_products_invalid', min: number) {
  return z
    .union([z.number(), z.string()], { error: code })
    .transform((value) =>
      typeof value === 'number' ? value : Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.')),
    )
    .refine((value) => Number.isFinite(value) && value >= min && Math.abs(value) < 1e12, { error: code });
}

const productLineSchema = z.object(
  {
    code: identifier().optional().nullable(),
    name: text(SHORT_TEXT_MAX * 2)
      .optional()
      .nullable(),
    quantity: amount('tracking_products_invalid', 0).optional().nullable(),
    price: amount('tracking_products_invalid', -1e12).optional().nullable(),
  },
  { error: 'tracking_products_invalid' },
);

/** `products` is an array of lines or the same array as a JSON string (SPEC §3). */
const productsSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .array(productLineSchema, { error: 'tracking_products_invalid' })
    .max(ORDER_EVENT_MAX_PRODUCTS, { error: 'tracking_products_over_limit' }),
);

/** A date as text (ISO 8601, or '31.12.2024 14:05' in the shop's time zone) or Unix time. */
const dateSchema = z.union([z.string().max(64), z.number().finite()], { error: 'tracking_date_invalid' });

/**
 * The body of `POST /api/track/{publicKey}/orders`, field names as in SPEC §3. Every field is
 * optional (the SPEC defaults fill the gaps); fields not listed are ignored but kept in raw_data.
 */
export const orderEventInputSchema = z
  .object(
    {
      id: identifier().optional().nullable(),
      order_id: identifier().optional().nullable(),
      store_name: text(SHORT_TEXT_MAX).optional().nullable(),
      total_price: amount('tracking_total_invalid', 0).optional().nullable(),
      currency: z
        .string({ error: 'tracking_currency_invalid' })
        .trim()
        .regex(/^[A-Za-z]{3}$/, { error: 'tracking_currency_invalid' })
        .transform((value) => value.toUpperCase())
        .optional()
        .nullable(),
      source: text(SHORT_TEXT_MAX).optional().nullable(),
      products: productsSchema.optional().nullable(),
      tracking_id: text(SHORT_TEXT_MAX).optional().nullable(),
      gclid: text(CLICK_ID_MAX).optional().nullable(),
      fbclid: text(CLICK_ID_MAX).optional().nullable(),
      order_date: dateSchema.optional().nullable(),
      timestamp: dateSchema.optional().nullable(),
      is_test: z.boolean({ error: 'tracking_test_flag_invalid' }).optional().nullable(),
    },
    { error: 'tracking_body_invalid' },
  )
  .meta({ id: 'OrderEventInput' });
export type OrderEventInput = z.input<typeof orderEventInputSchema>;
export type OrderEventParsed = z.output<typeof orderEventInputSchema>;

export const orderEventReceiptSchema = z
  .object({
    /** Our id of the stored event. */
    id: z.uuid(),
    /** The sender's event id (or the generated 'unknown_…'). */
    eventId: z.string(),
    /** false when an event with this id was already stored: nothing changed (idempotent). */
    created: z.boolean(),
    /** true for a signed server call, false for the browser snippet. */
    verified: z.boolean(),
  })
  .meta({ id: 'OrderEventReceipt' });
export type OrderEventReceipt = z.infer<typeof orderEventReceiptSchema>;

/**
 * How the margin of an event is known (docs/METRICS.md): from the paired order's own margin,
 * from the 30 % estimate on that order, or not at all (no imported order with the id).
 */
export const orderEventMarginStatuses = ['calculated', 'estimated', 'unpaired'] as const;
export type OrderEventMarginStatus = (typeof orderEventMarginStatuses)[number];

export const orderEventProductSchema = z.object({
  code: z.string(),
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
});

export const orderEventSchema = z
  .object({
    id: z.uuid(),
    eventId: z.string(),
    orderId: z.string(),
    storeName: z.string(),
    totalPrice: z.number(),
    currency: z.string(),
    source: z.string(),
    products: z.array(orderEventProductSchema),
    trackingId: z.string().nullable(),
    gclid: z.string().nullable(),
    fbclid: z.string().nullable(),
    orderDate: z.string(),
    isTest: z.boolean(),
    /** Signed with the shop's secret (server call); false for the browser snippet. */
    isVerified: z.boolean(),
    createdAt: z.string(),
    /** Whether an imported order has this order id. */
    paired: z.boolean(),
    /** The paired order's revenue including VAT; null when unpaired. */
    orderPriceWithVat: z.number().nullable(),
    /** The paired order's margin (its own, or the 30 % estimate); null when unpaired. */
    margin: z.number().nullable(),
    /** margin ÷ price with VAT × 100; null when unpaired or the price is 0. */
    marginPercentage: z.number().nullable(),
    /** Price with VAT − margin; null when unpaired. */
    cogs: z.number().nullable(),
    marginStatus: z.enum(orderEventMarginStatuses),
  })
  .meta({ id: 'OrderEvent' });
export type OrderEvent = z.infer<typeof orderEventSchema>;

export const orderEventFilters = ['all', 'paired', 'unpaired', 'test'] as const;
export type OrderEventFilter = (typeof orderEventFilters)[number];

export const orderEventListQuerySchema = z.object({
  /** all, paired, unpaired (both without test rows) or only the test rows. */
  filter: z.enum(orderEventFilters).default('all'),
  page: z.coerce
    .number()
    .int()
    .min(1)
    .max(ORDER_EVENT_LIST_LIMIT / ORDER_EVENT_PAGE_SIZE)
    .default(1),
});
export type OrderEventListQuery = z.infer<typeof orderEventListQuerySchema>;

export const orderEventCountsSchema = z
  .object({
    /** Events that are not test rows. */
    total: z.number().int(),
    /** Of those, with an imported order of the same id. */
    paired: z.number().int(),
    unpaired: z.number().int(),
    /** Test rows (not in the three counts above). */
    test: z.number().int(),
  })
  .meta({ id: 'OrderEventCounts' });
export type OrderEventCounts = z.infer<typeof orderEventCountsSchema>;

export const orderEventListSchema = z
  .object({
    /** Newest first (by receipt), ORDER_EVENT_PAGE_SIZE a page. */
    items: z.array(orderEventSchema),
    counts: orderEventCountsSchema,
    page: z.number().int(),
    /** Pages under the filter, at most ORDER_EVENT_LIST_LIMIT events deep. */
    pageCount: z.number().int(),
    /** Events under the filter (may exceed what the pages reach). */
    matching: z.number().int(),
  })
  .meta({ id: 'OrderEventList' });
export type OrderEventList = z.infer<typeof orderEventListSchema>;

export const trackingKeysSchema = z
  .object({
    /** The key of the browser snippet; null until an admin first opens the page. */
    publicKey: z.string().nullable(),
    /** The HMAC secret of server calls: shown to shop admins only, null for everyone else. */
    secret: z.string().nullable(),
    /** Origins the snippet may send from: the shop's own address, its www variant and the extra ones. */
    allowedOrigins: z.array(z.string()),
    /** The origins an admin added (a checkout on another domain …); they can be removed again. */
    extraOrigins: z.array(z.string()),
    createdAt: z.string().nullable(),
    rotatedAt: z.string().nullable(),
    /** Whether the caller may create and rotate the keys (shop admin). */
    canManage: z.boolean(),
  })
  .meta({ id: 'TrackingKeys' });
export type TrackingKeys = z.infer<typeof trackingKeysSchema>;

/** At most this many origins besides the shop's own address. */
export const MAX_EXTRA_TRACKING_ORIGINS = 10;

/** The whole list of extra origins, replacing the stored one; each is normalised by the server. */
export const trackingOriginsSchema = z
  .strictObject({
    origins: z
      .array(z.string().max(300, { error: 'tracking_origin_invalid' }))
      .max(MAX_EXTRA_TRACKING_ORIGINS, { error: 'tracking_origins_over_limit' }),
  })
  .meta({ id: 'TrackingOrigins' });
export type TrackingOrigins = z.infer<typeof trackingOriginsSchema>;

export const trackingKeyKinds = ['public', 'secret'] as const;
export type TrackingKeyKind = (typeof trackingKeyKinds)[number];

export const rotateTrackingKeySchema = z
  .strictObject({ key: z.enum(trackingKeyKinds) })
  .meta({ id: 'RotateTrackingKey' });
export type RotateTrackingKey = z.infer<typeof rotateTrackingKeySchema>;
