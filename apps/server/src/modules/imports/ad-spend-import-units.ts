import type { AdSpendRow } from '@ziskomer/contracts';
import { analyzeStaleMarketingTables } from '../ad-spend/analyze-stale-marketing-tables.ts';
import { writeAdSpendRows } from '../ad-spend/write-ad-spend-rows.ts';
import { raiseBudgetAlertsAfterAdSpend } from '../budgets/raise-alerts-after-ad-spend.ts';
import { ImportFileError } from './import-file-error.ts';
import type { ImportUnits, UnitsContext, ValidUnits } from './import-units.ts';
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
 * The units of an ad-spend import: each row is one day of one campaign, written by the same
 * `writeAdSpendRows` as `POST /api/v1/ad-spend` (the last row of a repeated key wins, unchanged
 * rows write nothing). Once the import is complete, the budgets' alerts see the new spend.
 */
export function createAdSpendImportUnits(context: UnitsContext): ImportUnits<AdSpendRow> {
  const { deps, shopId, importId } = context;
  return {
    async forEach(file, progress, fromLine, onRow) {
      let mapper: AdSpendMapper | null = null;
      let pending: CsvRecord | null = null;
      for await (const records of readCsvRecordBatches(file.path, file.options, progress)) {
        for (const record of records) {
          if (!mapper) {
            mapper = createAdSpendMapper(record.fields, context.options, context.shop);
            continue;
          }
          if (record.line < fromLine) continue;
          // A row is handed on once the next one is read, which is where a resume would start.
          if (pending) {
            const waiting = onRow(mapper.buildRow(pending), 1, record.line);
            if (waiting) await waiting;
          }
          pending = record;
        }
      }
      if (!mapper) throw new ImportFileError('empty_file', null);
      if (pending) {
        const waiting = onRow(mapper.buildRow(pending), 1, ALL_ROWS_COMMITTED);
        if (waiting) await waiting;
      }
    },
    createValid: () => new AdSpendRows(),
    async write(trx, valid) {
      const statuses = await writeAdSpendRows(
        trx,
        { shopId, importId, source: 'upload' },
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
    // New spend can push a budget past its thresholds: announced once the whole file is in.
    async afterComplete() {
      await context.scoped((trx) => raiseBudgetAlertsAfterAdSpend(trx, { shopId, now: deps.now() }));
      await analyzeStaleMarketingTables(deps.db);
    },
  };
}
