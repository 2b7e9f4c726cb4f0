import { describe, expect, it } from 'vitest';
import { isAcceptedImportFile } from './import-file-types.ts';

describe('isAcceptedImportFile', () => {
  it('takes CSV, TXT and TSV files in any letter case', () => {
    expect(isAcceptedImportFile('objednavky.csv')).toBe(true);
    expect(isAcceptedImportFile('EXPORT.CSV')).toBe(true);
    expect(isAcceptedImportFile('export.txt')).toBe(true);
    expect(isAcceptedImportFile('export.tsv')).toBe(true);
  });

  it('refuses spreadsheets, archives and names without an extension', () => {
    expect(isAcceptedImportFile('objednavky.xlsx')).toBe(false);
    expect(isAcceptedImportFile('objednavky.csv.zip')).toBe(false);
    expect(isAcceptedImportFile('csv')).toBe(false);
  });
});
