import type { Language } from './catalogues.ts';

/** The grammatical gender of a name, for the verbs and adjectives that agree with it. */
export type Gender = 'masculine' | 'feminine' | 'neuter';

/**
 * Czech genders of the ad channels' names: "Heureka vyčerpala", "Zboží.cz vyčerpalo", "Sklik
 * vyčerpal". A text that agrees with a channel has its masculine form under its own key and the
 * other forms under `<key>_feminine` and `<key>_neuter` (i18next's context suffixes).
 */
const CZECH_CHANNEL_GENDER: Record<string, Gender> = {
  google_ads: 'masculine',
  meta: 'feminine',
  sklik: 'masculine',
  heureka: 'feminine',
  zbozi: 'neuter',
  other: 'feminine',
};

/**
 * The i18next context that makes a text agree with a channel's name in `language`, or undefined
 * where the masculine form (the key itself) agrees — and in English, which has no such forms.
 */
export function channelContext(language: Language, channel: string): 'feminine' | 'neuter' | undefined {
  if (language !== 'cs') return undefined;
  const gender = CZECH_CHANNEL_GENDER[channel] ?? 'masculine';
  return gender === 'masculine' ? undefined : gender;
}

/** Picks a text's form by i18next context: `<key>_<context>` when the catalogue has it, else `<key>`. */
export function pickContextForm(
  texts: Record<string, unknown>,
  key: string,
  context: string | undefined,
): string {
  const form = context ? texts[`${key}_${context}`] : undefined;
  return typeof form === 'string' ? form : String(texts[key]);
}
