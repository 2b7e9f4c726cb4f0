import {
  type AdChannel,
  type AdSpendImportPreset,
  adSpendImportFields,
  adSpendImportPresets,
  type ColumnMapping,
  type ImportField,
  type ImportKind,
  type ImportOptions,
  type ImportPreset,
  importPresets,
  type OrderImportPreset,
  orderImportFields,
} from '@ziskomer/contracts';
import {
  AD_SPEND_PRESET_CHANNEL,
  detectAdSpendColumns,
  detectColumns,
  getMissingAdSpendFields,
  getMissingFields,
  mapAdSpendColumnsWithPreset,
  mapColumnsWithPreset,
} from '@ziskomer/domain';
import { createAdSpendMapper } from './map-ad-spend-rows.ts';
import { createOrderMapper, type FieldValue, type RowProblem, type ShopSettings } from './map-order-rows.ts';
import type { CsvRecord } from './read-csv-records.ts';

/** How the analysis reads the columns of one kind of import. */
export interface ImportKindColumns {
  fields: readonly ImportField[];
  presets: readonly ImportPreset[];
  detect(header: readonly string[]): { preset: ImportPreset | null; mapping: ColumnMapping };
  mapWithPreset(header: readonly string[], preset: ImportPreset): ColumnMapping;
  /** The channel of the whole file: chosen, else the export's when no column says it (ad spend). */
  fileChannel(
    preset: ImportPreset | null,
    mapping: ColumnMapping,
    chosen: AdChannel | undefined,
  ): AdChannel | null;
  missing(mapping: ColumnMapping, channel: AdChannel | null): ImportField[];
  /** Columns whose numbers decide the decimal separator, and the one whose dates decide the format. */
  amountFields: readonly ImportField[];
  dateField: ImportField;
  /** A parser of preview rows, once the mapping names the columns a row needs. */
  createPreview(
    header: readonly string[],
    options: ImportOptions,
    shop: ShopSettings,
  ): {
    parseRow(record: CsvRecord): { values: Partial<Record<ImportField, FieldValue>>; problems: RowProblem[] };
  } | null;
}

const orders: ImportKindColumns = {
  fields: orderImportFields,
  presets: importPresets,
  detect: detectColumns,
  mapWithPreset: (header, preset) => mapColumnsWithPreset(header, preset as OrderImportPreset),
  fileChannel: () => null,
  missing: (mapping) => getMissingFields(mapping),
  amountFields: ['revenue', 'unitPrice', 'margin', 'itemMargin', 'quantity'],
  dateField: 'orderDate',
  createPreview: (header, options, shop) =>
    options.mapping.orderId ? createOrderMapper(header, options, shop) : null,
};

const adSpend: ImportKindColumns = {
  fields: adSpendImportFields,
  presets: adSpendImportPresets,
  detect: detectAdSpendColumns,
  mapWithPreset: (header, preset) => mapAdSpendColumnsWithPreset(header, preset as AdSpendImportPreset),
  fileChannel: (preset, mapping, chosen) => {
    if (chosen) return chosen;
    if (mapping.channel || !preset) return null;
    return AD_SPEND_PRESET_CHANNEL[preset as AdSpendImportPreset] ?? null;
  },
  missing: (mapping, channel) => getMissingAdSpendFields(mapping, channel),
  amountFields: ['cost', 'conversionValue', 'conversions', 'impressions', 'clicks'],
  dateField: 'date',
  createPreview: (header, options, shop) => createAdSpendMapper(header, options, shop),
};

export const IMPORT_KIND_COLUMNS: Record<ImportKind, ImportKindColumns> = {
  orders,
  'ad-spend': adSpend,
};
