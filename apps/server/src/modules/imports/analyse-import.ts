import { columnMappingSchema, type ImportAnalysis } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getShopSettings } from '../orders/index.ts';
import { type AnalysisOverrides, analyseImportFile } from './analyse-import-file.ts';
import { fromStoredKind } from './import-kind.ts';
import { getImportRow } from './queries/get-import-row.ts';

/** The analysis of an uploaded file, with the options in the query overriding what was detected. */
export async function analyseImport(
  scope: UseCaseScope,
  shopId: string,
  importId: string,
  query: Omit<AnalysisOverrides, 'mapping'> & { mapping?: string },
  language: Language,
): Promise<ImportAnalysis> {
  const row = await getImportRow(scope.db, shopId, importId);
  if (!row) throw new AppError('not_found');
  if (!row.staging_path) throw new AppError('import_not_ready');
  const { mapping, ...options } = query;
  const overrides: AnalysisOverrides = { ...options };
  if (mapping !== undefined) overrides.mapping = parseMapping(mapping);
  const shop = await getShopSettings(scope.db, shopId);
  const analysis = await analyseImportFile(
    row.staging_path,
    Number(row.bytes_total),
    overrides,
    shop,
    language,
    fromStoredKind(row.kind),
  );
  return { importId, ...analysis };
}

function parseMapping(json: string) {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    value = null;
  }
  const parsed = columnMappingSchema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'mapping', code: 'invalid_json', message: 'mapping' }],
    });
  }
  return parsed.data;
}
