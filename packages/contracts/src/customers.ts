import { z } from 'zod';

const optionalText = (max: number) => z.string().trim().max(max).nullish();

/**
 * A customer entered by hand (/customers/new). The e-mail identifies the customer within the shop
 * (trimmed and lower-cased, like the import keys customers), so it is required. Unknown fields are
 * refused: the shop comes from the path, never from the body.
 */
export const customerInputSchema = z
  .object({
    email: z.string().trim().toLowerCase().max(320).pipe(z.email()),
    name: optionalText(200),
    phone: optionalText(50),
    city: optionalText(200),
    country: optionalText(100),
    zip: optionalText(20),
  })
  .strict()
  .meta({ id: 'CustomerInput' });
export type CustomerInput = z.input<typeof customerInputSchema>;
export type CustomerData = z.output<typeof customerInputSchema>;

/** A customer of the shop with the facts of SPEC §3 "Customer dimension" that the form shows. */
export const customerSchema = z
  .object({
    /** The normalised e-mail (or `tel:` + digits for customers the import keyed by phone). */
    customerKey: z.string(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    country: z.string().nullable(),
    zip: z.string().nullable(),
    totalOrders: z.number().int(),
    totalRevenue: z.number(),
    /** When the facts were last computed (for a new customer: when it was entered). */
    computedAt: z.string(),
  })
  .meta({ id: 'Customer' });
export type Customer = z.infer<typeof customerSchema>;
