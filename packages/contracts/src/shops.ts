import { z } from 'zod';
import { roleSchema } from './roles.ts';

export const shopSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    storeDomain: z.string(),
    storeUrl: z.string(),
    normalisedDomain: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
    timeZone: z.string(),
    currency: z.string(),
    createdBy: z.string(),
    createdAt: z.string(),
    role: roleSchema,
    isDefault: z.boolean(),
    /** Only the creator edits or deletes a shop (SPEC §5). */
    canEdit: z.boolean(),
  })
  .meta({ id: 'Shop' });
export type Shop = z.infer<typeof shopSchema>;

export const shopListSchema = z.object({ items: z.array(shopSchema) }).meta({ id: 'ShopList' });

export const createShopSchema = z
  .object({
    name: z.string().trim().min(1).max(120),
    /** A domain or a URL; the server keeps the host and derives the normalised domain. */
    domain: z.string().trim().min(1).max(253),
    projectId: z.uuid().nullable().default(null),
  })
  .meta({ id: 'CreateShop' });
export type CreateShop = z.input<typeof createShopSchema>;

export const updateShopSchema = z
  .object({
    name: z.string().trim().min(1).max(120).optional(),
    domain: z.string().trim().min(1).max(253).optional(),
    projectId: z.uuid().nullable().optional(),
  })
  .strict()
  .meta({ id: 'UpdateShop' });
export type UpdateShop = z.infer<typeof updateShopSchema>;

export const shopAccessSchema = z
  .object({
    id: z.uuid(),
    userId: z.string(),
    email: z.string(),
    fullName: z.string(),
    role: roleSchema,
    isDefault: z.boolean(),
  })
  .meta({ id: 'ShopAccess' });
export type ShopAccess = z.infer<typeof shopAccessSchema>;

export const shopAccessListSchema = z
  .object({ items: z.array(shopAccessSchema) })
  .meta({ id: 'ShopAccessList' });

export const shareShopSchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email()),
    role: roleSchema.default('viewer'),
  })
  .meta({ id: 'ShareShop' });
export type ShareShop = z.input<typeof shareShopSchema>;
