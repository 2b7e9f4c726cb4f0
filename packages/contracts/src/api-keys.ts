import { z } from 'zod';

/** Every key starts with this, so it is recognisable (and findable by secret scanners) when leaked. */
export const API_KEY_PREFIX = 'zk_live_';
/** The characters of a key shown in the UI to tell keys apart: the prefix and 8 more. */
export const API_KEY_VISIBLE_LENGTH = API_KEY_PREFIX.length + 8;
/** `zk_live_` and 43 base64url characters: 32 random bytes, 256 bits. */
export const API_KEY_PATTERN = /^zk_live_[A-Za-z0-9_-]{43}$/;

/** A per-shop key of the public API, as Settings → API a integrace lists it (never the key itself). */
export const apiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    /** The first 16 characters of the key, e.g. `zk_live_ab12cd34`. */
    prefix: z.string(),
    createdAt: z.string(),
    /** The name of the user who created the key; null once that account is deleted. */
    createdByName: z.string().nullable(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

export const createApiKeySchema = z
  .object({ name: z.string().trim().min(1).max(100) })
  .strict()
  .meta({ id: 'CreateApiKey' });
export type CreateApiKey = z.input<typeof createApiKeySchema>;

/** The answer to creating a key: the only time the full key is ever sent. */
export const createdApiKeySchema = z
  .object({ key: z.string(), apiKey: apiKeySchema })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
