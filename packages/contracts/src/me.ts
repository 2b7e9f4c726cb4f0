import { z } from 'zod';

export const profileSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    fullName: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    emailVerified: z.boolean(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;

export const updateProfileSchema = z
  .object({
    firstName: z.string().trim().max(80),
    lastName: z.string().trim().max(80),
    phone: z
      .string()
      .trim()
      .max(30)
      .regex(/^[+\d\s()/-]*$/, 'phone'),
  })
  .meta({ id: 'UpdateProfile' });
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const notificationSettingsSchema = z
  .object({ email: z.boolean() })
  .meta({ id: 'NotificationSettings' });
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const activityKinds = ['account', 'project', 'shop', 'import', 'export'] as const;
export const activityFilterSchema = z.enum(['all', 'imports', 'exports']);
export type ActivityFilter = z.infer<typeof activityFilterSchema>;

export const activityEntrySchema = z
  .object({
    id: z.string(),
    kind: z.enum(activityKinds),
    action: z.string(),
    details: z.record(z.string(), z.unknown()),
    shopName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ActivityEntry' });
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityListSchema = z
  .object({ items: z.array(activityEntrySchema) })
  .meta({ id: 'ActivityList' });
