import {
  type MetaCampaignWeek,
  type MetaSelection,
  metaCampaignWeekSchema,
  metaSelectionSchema,
} from '@ziskomer/contracts';
import { z } from 'zod';

/** What a Meta sync learnt besides the daily figures, kept on the connection (`provider_data`). */
export interface MetaSyncData {
  /** Days Meta did not answer for (SPEC §4 completeness), newest syncs' view. */
  missingDays: string[];
  /** The campaigns' reach and frequency over the last 7 days. */
  week: { from: string; to: string; campaigns: MetaCampaignWeek[] } | null;
  /** The last sync found no insights at all in its range (SPEC §8 NO_DATA). */
  noData: boolean;
}

const syncDataSchema = z.object({
  missingDays: z.array(z.string()),
  week: z.object({ from: z.string(), to: z.string(), campaigns: z.array(metaCampaignWeekSchema) }).nullable(),
  noData: z.boolean(),
});

export function readMetaSyncData(data: unknown): MetaSyncData | null {
  const parsed = syncDataSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/** The chosen ad account (`settings.meta`), if one was chosen. */
export function readMetaSelection(settings: Record<string, unknown> | null): MetaSelection | null {
  const parsed = metaSelectionSchema.safeParse(settings?.meta);
  return parsed.success ? parsed.data : null;
}

/** The missing days the user chose to live with ('Použít dostupná data'), `settings.metaAccepted`. */
export function readAcceptedMissingDays(settings: Record<string, unknown> | null): string[] {
  const parsed = z.array(z.string()).safeParse(settings?.metaAccepted);
  return parsed.success ? parsed.data : [];
}
