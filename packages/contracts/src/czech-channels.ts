import { z } from 'zod';
import { AD_CHANNELS } from './ad-spend.ts';
import { connectionSchema } from './connections.ts';

const apiKey = z.string().trim().min(8).max(512);

/**
 * Settings → Propojení, an API-key connector: the key (Sklik: the API token; Heureka: the key of
 * its statistics API; Zboží.cz, now Seznam Nákupy: the refresh token of Sklik's API Fénix with the
 * establishment's id), checked against the provider before it is stored sealed.
 */
export const connectApiKeySchema = z
  .discriminatedUnion('connector', [
    z.object({ connector: z.literal('sklik'), apiKey }).strict(),
    z.object({ connector: z.literal('heureka'), apiKey }).strict(),
    z
      .object({
        connector: z.literal('zbozi'),
        /** Seznam Nákupy: the refresh token of Sklik's API Fénix (a JWT, longer than the other keys). */
        apiKey: z.string().trim().min(8).max(4096),
        /** The establishment's id (ID provozovny, Fénix's premiseId) whose statistics are read. */
        shopId: z
          .string()
          .trim()
          .regex(/^\d{1,12}$/),
      })
      .strict(),
  ])
  .meta({ id: 'ConnectApiKey' });
export type ConnectApiKey = z.infer<typeof connectApiKeySchema>;

/** One day of one channel as the provider reports it (its own conversions and their value). */
export const channelDaySchema = z
  .object({
    day: z.string(),
    cost: z.number(),
    impressions: z.number(),
    clicks: z.number(),
    conversions: z.number(),
    conversionValue: z.number(),
  })
  .meta({ id: 'ChannelDay' });
export type ChannelDay = z.infer<typeof channelDaySchema>;

/** /seznam: the Sklik connection and its spend by day (its campaigns come from the marketing report). */
export const seznamOverviewSchema = z
  .object({
    connection: connectionSchema.nullable(),
    days: z.number().int(),
    byDay: z.array(channelDaySchema),
  })
  .meta({ id: 'SeznamOverview' });
export type SeznamOverview = z.infer<typeof seznamOverviewSchema>;

export const priceComparisonServiceSchema = z
  .object({
    connector: z.enum(['heureka', 'zbozi']),
    connection: connectionSchema.nullable(),
    byDay: z.array(channelDaySchema),
    /** By the service's category where it reports one; empty when it does not. */
    byCategory: z.array(channelDaySchema.omit({ day: true }).extend({ category: z.string() })),
  })
  .meta({ id: 'PriceComparisonService' });
export type PriceComparisonService = z.infer<typeof priceComparisonServiceSchema>;

/** /heureka: both price-comparison services in the last `days` days. */
export const priceComparisonOverviewSchema = z
  .object({ days: z.number().int(), services: z.array(priceComparisonServiceSchema) })
  .meta({ id: 'PriceComparisonOverview' });
export type PriceComparisonOverview = z.infer<typeof priceComparisonOverviewSchema>;

export const COST_SOURCES = ['connector', 'import', 'api', 'manual', 'demo'] as const;

/** How current each channel's costs are, so POAS on incomplete costs shows as such. */
export const costFreshnessSchema = z
  .object({
    /** Today in the shop's time zone. */
    today: z.string(),
    items: z.array(
      z.object({
        channel: z.enum(AD_CHANNELS),
        /** The last day with cost data of the channel. */
        lastDay: z.string(),
        /** Whole days between that day and yesterday (0: costs up to yesterday or today). */
        daysBehind: z.number().int(),
        /** Who wrote the last day's rows. */
        source: z.enum(COST_SOURCES),
        /** The channel's connection, where it has a connector and the shop connected it. */
        connection: z
          .object({
            status: z.enum(['connected', 'broken']),
            syncState: z.enum(['idle', 'syncing', 'completed', 'error']),
            lastSyncedAt: z.iso.datetime().nullable(),
            demo: z.boolean(),
          })
          .nullable(),
      }),
    ),
  })
  .meta({ id: 'CostFreshness' });
export type CostFreshness = z.infer<typeof costFreshnessSchema>;
