import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvRecord, createCsvRecordParser } from '../../src/modules/imports/csv-record-parser.ts';
import { ImportFileError } from '../../src/modules/imports/import-file-error.ts';

/** Records of `text` fed to the parser in pieces cut at `cuts`, or the error code and line it ends with. */
function parsePieces(text: string, cuts: number[] = [], max = 1_000_000) {
  const parser = createCsvRecordParser(';', max);
  const records: CsvRecord[] = [];
  let from = 0;
  try {
    for (const cut of [...new Set(cuts)].sort((a, b) => a - b)) {
      records.push(...parser.push(text.slice(from, cut)));
      from = cut;
    }
    records.push(...parser.push(text.slice(from)));
    records.push(...parser.end());
  } catch (error) {
    if (error instanceof ImportFileError) return { error: error.code, line: error.line };
    throw error;
  }
  return { records: records.map((record) => ({ line: record.line, fields: record.fields })) };
}

/** What csv-parse (relax_quotes, any column count) made of the same text, empty lines dropped. */
function csvParse(text: string) {
  try {
    const records = parse(text, {
      delimiter: ';',
      relax_quotes: true,
      relax_column_count: true,
    }) as string[][];
    return { fields: records.filter((fields) => !(fields.length === 1 && fields[0] === '')) };
  } catch {
    return { error: true };
  }
}

const piece = (lineEnd: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom('a', 'bc', ' ', 'ř', '\t') },
    { weight: 3, arbitrary: fc.constant(';') },
    { weight: 2, arbitrary: fc.constant('"') },
    { weight: 2, arbitrary: fc.constant(lineEnd) },
  );
const csvText = (lineEnd: string) =>
  fc.array(piece(lineEnd), { maxLength: 40 }).map((parts) => parts.join(''));

describe('createCsvRecordParser', () => {
  it('reads any text as csv-parse with relaxed quotes did, for LF and for CRLF files (property)', () => {
    for (const lineEnd of ['\n', '\r\n']) {
      fc.assert(
        fc.property(csvText(lineEnd), (text) => {
          const ours = parsePieces(text);
          const theirs = csvParse(text);
          if ('error' in theirs) expect(ours).toMatchObject({ error: 'unclosed_quote' });
          else expect(ours.records?.map((record) => record.fields)).toEqual(theirs.fields);
        }),
        { numRuns: 2000 },
      );
    }
  });

  it('gives the same records and lines however the text is cut into chunks (property)', () => {
    fc.assert(
      fc.property(
        fc
          .array(fc.oneof(piece('\n'), piece('\r\n'), piece('\r')), { maxLength: 60 })
          .map((parts) => parts.join('')),
        fc.array(fc.nat(), { maxLength: 6 }),
        (text, cuts) => {
          const whole = parsePieces(text);
          expect(
            parsePieces(
              text,
              cuts.map((cut) => cut % (text.length + 1)),
            ),
          ).toEqual(whole);
          expect(
            parsePieces(
              text,
              [...text].map((_, index) => index),
            ),
          ).toEqual(whole);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('numbers lines as an editor does, whatever ends them, inside quoted fields too', () => {
    const text = 'h;x\r\n1;"a\r\nb"\n\r2;"c\rd"\r3;""""\n\n4;"e\n\nf"';
    expect(parsePieces(text).records).toEqual([
      { line: 1, fields: ['h', 'x'] },
      { line: 2, fields: ['1', 'a\r\nb'] },
      { line: 5, fields: ['2', 'c\rd'] },
      { line: 7, fields: ['3', '"'] },
      { line: 9, fields: ['4', 'e\n\nf'] },
    ]);
  });

  it('keeps stray quotes as written and splits rows with any number of fields', () => {
    expect(parsePieces('1;5" disk\n"4"x;y\n"a"b"c";\n;;\n').records?.map((record) => record.fields)).toEqual([
      ['1', '5" disk'],
      ['"4"x', 'y'],
      ['"a"b"c"', ''],
      ['', '', ''],
    ]);
  });

  it('refuses a quote left open and a record over the limit, at the line where the record starts', () => {
    expect(parsePieces('a;b\n1;2\n3;"open\n4;5\n')).toEqual({ error: 'unclosed_quote', line: 3 });
    expect(parsePieces(`a;b\n1;2\n3;${'x'.repeat(50)}\n`, [10, 20], 40)).toEqual({
      error: 'record_too_large',
      line: 3,
    });
    expect(parsePieces(`a;b\n"${'x'.repeat(50)}`, [10, 20], 40)).toEqual({
      error: 'record_too_large',
      line: 2,
    });
  });

  it('reads a 2 MB quoted field fed in 32 KB chunks as it reads it whole, with the lines after it', () => {
    const field = `${'x'.repeat(1024 * 1024)}\n${'"'.repeat(2)}${'y'.repeat(1024 * 1024)}`;
    const text = `a;b\n1;"${field}"\n2;z\n`;
    const cuts = Array.from({ length: Math.floor(text.length / 32_768) }, (_, i) => (i + 1) * 32_768);
    const chunked = parsePieces(text, cuts, 4 * 1024 * 1024);
    expect(chunked).toEqual(parsePieces(text, [], 4 * 1024 * 1024));
    expect(chunked.records?.map((record) => record.line)).toEqual([1, 2, 4]);
    expect(chunked.records?.[1]?.fields[1]).toHaveLength(2 * 1024 * 1024 + 2);
  });

  it('says whether a record may hold a NUL character, so only those are searched', () => {
    const parser = createCsvRecordParser(';', 1000);
    expect(parser.push('a;b\n1;2\n').map((record) => record.mayContainNul)).toEqual([false, false]);
    expect(parser.push('3;x\u0000y\n').map((record) => record.mayContainNul)).toEqual([true]);
  });
});
