import { catalogues } from '@ziskomer/i18n';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { countImportedRecords, getResultHeadline } from './import-result.ts';

const counts = (inserted: number, updated = 0, unchanged = 0) => ({
  orders: inserted + updated + unchanged,
  inserted,
  updated,
  unchanged,
  duplicates: 0,
  rejected: 0,
});

async function createTranslator(language: 'cs' | 'en') {
  const i18n = createInstance();
  await i18n.init({
    resources: catalogues,
    lng: language,
    defaultNS: 'imports',
    interpolation: { escapeValue: false },
  });
  return (count: number) => {
    const headline = getResultHeadline(counts(count));
    return headline.key === 'result.imported'
      ? i18n.t(headline.key, { count: headline.count, formatted: String(headline.count) })
      : i18n.t(headline.key);
  };
}

describe('getResultHeadline', () => {
  it('counts the records written: new and changed orders', () => {
    expect(countImportedRecords(counts(3, 2, 10))).toBe(5);
    expect(getResultHeadline(counts(3, 2, 10))).toEqual({ key: 'result.imported', count: 5 });
  });

  it('says the import completed when nothing needed writing (the same file again)', () => {
    expect(getResultHeadline(counts(0, 0, 25))).toEqual({ key: 'result.completed' });
  });
});

describe('result headline in Czech and English', () => {
  it('uses the Czech plural forms of záznam: 1 záznam, 2–4 záznamy, 5+ záznamů', async () => {
    const say = await createTranslator('cs');
    expect(say(1)).toBe('Importován 1 záznam');
    expect(say(2)).toBe('Importovány 2 záznamy');
    expect(say(4)).toBe('Importovány 4 záznamy');
    expect(say(5)).toBe('Importováno 5 záznamů');
    expect(say(22)).toBe('Importováno 22 záznamů');
    expect(say(0)).toBe('Import byl úspěšně dokončen');
  });

  it('uses one/other in English', async () => {
    const say = await createTranslator('en');
    expect(say(1)).toBe('Imported 1 record');
    expect(say(3)).toBe('Imported 3 records');
    expect(say(0)).toBe('The import completed successfully');
  });
});
