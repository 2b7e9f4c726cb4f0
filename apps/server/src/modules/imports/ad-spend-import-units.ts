import type { AdSpendRow, ImportOptions } from '@ziskomer/contracts';
import { writeAdSpend } from '../ingest/index.ts';
import { collectUnitBatches } from './collect-unit-batches.ts';
import { ImportFileError } from './import-file-error.ts';
import type { ImportUnits, ReadUnit, UnitsContext, ValidUnits } from './import-units.ts';
import { ALL_ROWS_COMMITTED } from './import-units.ts';
import { type AdSpendMapper, createAdSpendMapper } from './map-ad-spend-rows.ts';
import { type CsvRecord, readCsvRecordBatches } from './read-csv-records.ts';

/** The valid rows of a batch (a row of ad spend is small: no encoding ahead of the write). */
class AdSpendRows implements ValidUnits<AdSpendRow> {
  rows: AdSpendRow[] = [];
  add(row: AdSpendRow): void {
    this.rows.push(row);
  }
  release(): void {
    this.rows = [];
  }
}

/**
 * The units of an ad-spend import: each row is one day of one campaign, written by the ad-spend
 * sink under the import's source, like `POST /api/v1/ad-spend` (the last row of a repeated key
 * wins, unchanged rows write nothing). The budgets' alerts and the marketing report's statistics
 * follow through the sink's `ad-spend.written` event, in each batch's transaction.
 */
export function createAdSpendImportUnits(context: UnitsContext): ImportUnits<AdSpendRow> {
  const { shopId, importId } = context;
  return {
    batches(file, fromLine, batchSize) {
      const progress = { bytesRead: 0 };
      const rows = readAdSpendUnits(file, context, progress, fromLine);
      return collectUnitBatches(rows, progress, () => new AdSpendRows(), batchSize);
    },
    async write(trx, valid) {
      const { statuses } = await writeAdSpend(
        trx,
        shopId,
        { kind: 'import', importId },
        (valid as AdSpendRows).rows,
      );
      const counts = { inserted: 0, updated: 0, unchanged: 0, duplicates: 0 };
      for (const status of statuses) {
        if (status === 'duplicate') counts.duplicates++;
        else counts[status]++;
      }
      return counts;
    },
    settle: async () => {},
  };
}

/** The rows of an ad-spend file, each a unit of its own, from `fromLine` on. */
async function* readAdSpendUnits(
  file: { path: string; options: ImportOptions },
  context: UnitsContext,
  progress: { bytesRead: number },
  fromLine: number,
): AsyncGenerator<ReadUnit<AdSpendRow>> {
  let mapper: AdSpendMapper | null = null;
  let pending: CsvRecord | null = null;
  const headerLine = file.options.headerLine ?? 1;
  for await (const records of readCsvRecordBatches(file.path, file.options, progress)) {
    for (const record of records) {
      if (!mapper) {
        // Title lines above the header are neither the header nor rows.
        if (record.line < headerLine) continue;
        mapper = createAdSpendMapper(record.fields, context.options, context.shop);
        continue;
      }
      if (record.line < fromLine) continue;
      // A row is handed on once the next one is read, which is where a resume would start.
      if (pending) yield { unit: mapper.buildRow(pending), rows: 1, nextLine: record.line };
      pending = record;
    }
  }
  if (!mapper) throw new ImportFileError('empty_file', null);
  if (pending) yield { unit: mapper.buildRow(pending), rows: 1, nextLine: ALL_ROWS_COMMITTED };
}
