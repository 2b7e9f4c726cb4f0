import {
  type AdChannel,
  type AdSpendImportField,
  type AdSpendImportPreset,
  adSpendImportFields,
  adSpendImportPresets,
  type ColumnMapping,
} from '@ziskomer/contracts';
import { mapHeadersByAliases, normaliseHeader } from './import-columns.ts';

type Aliases = Partial<Record<AdSpendImportField, string[]>>;

/**
 * Header names of ad-spend files per export, compared after `normaliseHeader`, in preference
 * order. `ziskomer` is our own format (the API's field names). The others are the columns of the
 * campaign reports of Google Ads (English and Czech interface), Sklik and Meta Ads Manager.
 */
const PRESET_ALIASES: Record<AdSpendImportPreset, Aliases> = {
  ziskomer: {
    date: ['date', 'day', 'datum', 'den'],
    channel: ['channel', 'kanál', 'ad_channel'],
    account: ['account', 'účet'],
    campaign: ['campaign', 'kampaň'],
    campaignId: ['campaign_id', 'id kampaně'],
    impressions: ['impressions', 'zobrazení'],
    clicks: ['clicks', 'prokliky', 'kliknutí'],
    cost: ['cost', 'spend', 'náklady'],
    conversions: ['conversions', 'konverze'],
    conversionValue: ['conversion_value', 'hodnota konverzí'],
    currency: ['currency', 'měna'],
  },
  google_ads: {
    date: ['Day', 'Den'],
    account: ['Account', 'Account name', 'Účet', 'Název účtu'],
    campaign: ['Campaign', 'Kampaň'],
    campaignId: ['Campaign ID', 'ID kampaně'],
    impressions: ['Impr.', 'Impressions', 'Zobr.'],
    clicks: ['Clicks', 'Prokliky'],
    cost: ['Cost', 'Cena', 'Náklady'],
    conversions: ['Conversions', 'Konverze'],
    conversionValue: ['Conv. value', 'Conversion value', 'Hodnota konv.', 'Hodnota konverze'],
    currency: ['Currency code', 'Currency', 'Kód měny', 'Měna'],
  },
  sklik: {
    date: ['Datum', 'Den'],
    account: ['Účet', 'Název účtu'],
    campaign: ['Kampaň', 'Název kampaně'],
    campaignId: ['ID kampaně'],
    impressions: ['Zobrazení', 'Imprese'],
    clicks: ['Kliknutí', 'Prokliky'],
    cost: ['Cena', 'Cena (Kč)', 'Cena (CZK)', 'Náklady', 'Útrata'],
    conversions: ['Konverze', 'Počet konverzí'],
    conversionValue: ['Hodnota konverzí', 'Hodnota konverze'],
    currency: ['Měna'],
  },
  meta: {
    date: ['Day', 'Reporting starts', 'Den', 'Začátek přehledu'],
    account: ['Account name', 'Název účtu'],
    campaign: ['Campaign name', 'Název kampaně'],
    campaignId: ['Campaign ID', 'ID kampaně'],
    impressions: ['Impressions', 'Zobrazení'],
    clicks: ['Link clicks', 'Kliknutí na odkaz', 'Clicks (all)'],
    cost: [
      'Amount spent (CZK)',
      'Amount spent (EUR)',
      'Amount spent (USD)',
      'Amount spent',
      'Utracená částka (CZK)',
      'Utracená částka (EUR)',
      'Utracená částka',
    ],
    conversions: ['Results', 'Purchases', 'Výsledky', 'Nákupy'],
    conversionValue: [
      'Purchase conversion value',
      'Purchases conversion value',
      'Website purchases conversion value',
      'Hodnota konverze nákupu',
      'Hodnota konverzí nákupů',
    ],
    currency: ['Currency', 'Měna'],
  },
};

/** The channel an export speaks for, used when the file has no channel column. */
export const AD_SPEND_PRESET_CHANNEL: Record<AdSpendImportPreset, AdChannel | null> = {
  ziskomer: null,
  google_ads: 'google_ads',
  sklik: 'sklik',
  meta: 'meta',
};

const NORMALISED_ALIASES = Object.fromEntries(
  adSpendImportPresets.map((preset) => [
    preset,
    Object.fromEntries(
      Object.entries(PRESET_ALIASES[preset]).map(([field, aliases]) => [field, aliases.map(normaliseHeader)]),
    ),
  ]),
) as Record<AdSpendImportPreset, Aliases>;

/** Maps ad-spend headers with one preset. */
export function mapAdSpendColumnsWithPreset(
  headers: readonly string[],
  preset: AdSpendImportPreset,
): ColumnMapping {
  return mapHeadersByAliases(headers, adSpendImportFields, NORMALISED_ALIASES[preset]);
}

export interface AdSpendColumnDetection {
  preset: AdSpendImportPreset | null;
  mapping: ColumnMapping;
}

/**
 * Recognises the export an ad-spend header row comes from. The preset that maps the date and the
 * cost and the most columns wins; on a tie our own format wins, so a plain `day;campaign;cost`
 * file is not taken for Google Ads (whose preset would also decide its channel). Without the
 * required columns the best partial mapping comes back with `preset: null`.
 */
export function detectAdSpendColumns(headers: readonly string[]): AdSpendColumnDetection {
  let best: { preset: AdSpendImportPreset; mapping: ColumnMapping; score: number } | null = null;
  for (const preset of adSpendImportPresets) {
    const mapping = mapAdSpendColumnsWithPreset(headers, preset);
    // The channel is not scored: any export can be given one for the whole file.
    const score = Object.keys(mapping).length - getMissingAdSpendFields(mapping, 'other').length * 100;
    if (!best || score > best.score) best = { preset, mapping, score };
  }
  if (!best) return { preset: null, mapping: {} };
  const complete = getMissingAdSpendFields(best.mapping, 'other').length === 0;
  return { preset: complete ? best.preset : null, mapping: best.mapping };
}

/**
 * Required ad-spend fields without a column: the day and the cost always, the channel unless the
 * whole file has one (`fileChannel`, from its export or the user's choice).
 */
export function getMissingAdSpendFields(
  mapping: ColumnMapping,
  fileChannel: AdChannel | null,
): AdSpendImportField[] {
  const missing: AdSpendImportField[] = [];
  if (!mapping.date) missing.push('date');
  if (!mapping.channel && !fileChannel) missing.push('channel');
  if (!mapping.cost) missing.push('cost');
  return missing;
}

const CHANNEL_NAMES: Record<string, AdChannel> = {
  googleads: 'google_ads',
  google: 'google_ads',
  adwords: 'google_ads',
  gads: 'google_ads',
  meta: 'meta',
  metaads: 'meta',
  facebook: 'meta',
  facebookads: 'meta',
  fb: 'meta',
  instagram: 'meta',
  sklik: 'sklik',
  seznam: 'sklik',
  seznamsklik: 'sklik',
  heureka: 'heureka',
  heurekacz: 'heureka',
  zbozi: 'zbozi',
  zbozicz: 'zbozi',
  other: 'other',
  jine: 'other',
  jiny: 'other',
  ostatni: 'other',
};

/**
 * A channel cell as people write it (`google_ads`, `Google Ads`, `Facebook`, `Zboží.cz`, `jiné`)
 * → the product's channel; null when it names none of them.
 */
export function parseAdChannel(text: string): AdChannel | null {
  return CHANNEL_NAMES[normaliseHeader(text)] ?? null;
}

/** The currency a header names in brackets, as Meta's `Amount spent (EUR)` does; null otherwise. */
export function getHeaderCurrency(header: string): string | null {
  return /\(([A-Za-z]{3})\)\s*$/.exec(header)?.[1]?.toUpperCase() ?? null;
}
