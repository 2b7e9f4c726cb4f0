import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CsvDelimiter, TextEncoding } from '@ziskomer/contracts';
import { serializeCsvRow } from '@ziskomer/domain';
import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import iconv from 'iconv-lite';
import { afterAll, describe, expect, it } from 'vitest';
import { ImportFileError } from '../../src/modules/imports/import-file-error.ts';
import { readCsvRecords } from '../../src/modules/imports/read-csv-records.ts';

const dir = mkdtempSync(join(tmpdir(), 'csv-reader-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let fileNo = 0;

function writeFixture(content: Buffer | string): string {
  const path = join(dir, `f${fileNo++}.csv`);
  writeFileSync(path, content);
  return path;
}

async function readAll(path: string, encoding: TextEncoding = 'utf-8', delimiter: CsvDelimiter = ';') {
  const records = [];
  for await (const record of readCsvRecords(path, { encoding, delimiter })) records.push(record);
  return records;
}

async function readError(path: string, encoding: TextEncoding = 'utf-8', delimiter: CsvDelimiter = ';') {
  try {
    await readAll(path, encoding, delimiter);
  } catch (error) {
    if (error instanceof ImportFileError) return { code: error.code, line: error.line };
    throw error;
  }
  throw new Error('no error');
}

describe('readCsvRecords', () => {
  it('numbers records by the line they start on, across quoted line breaks and blank lines', async () => {
    const records = await readAll(writeFixture('a;b\n1;"x\ny"\n\n2;z\n3;"p\nq\nr"\n4;w'));
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\ny']],
      [5, ['2', 'z']],
      [6, ['3', 'p\nq\nr']],
      [9, ['4', 'w']],
    ]);
    const windows = await readAll(writeFixture('a;b\r\n1;"x\r\ny"\r\n2;z\r\n'));
    expect(windows.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\r\ny']],
      [4, ['2', 'z']],
    ]);
  });

  it('reads carriage-return-only line endings', async () => {
    const records = await readAll(writeFixture('a;b\r1;2\r3;4\r'));
    expect(records.map((r) => [r.line, r.fields])).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [3, ['3', '4']],
    ]);
  });

  it('decodes windows-1250, ISO-8859-2 and UTF-16 exactly, BOMs removed', async () => {
    const text = 'Zákazník;Částka\nJiří Šťastný;1 234,50\n';
    const expected = [
      ['Zákazník', 'Částka'],
      ['Jiří Šťastný', '1 234,50'],
    ];
    for (const [bytes, encoding] of [
      [iconv.encode(text, 'win1250'), 'windows-1250'],
      [iconv.encode(text, 'iso-8859-2'), 'iso-8859-2'],
      [Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]), 'utf-8'],
      [iconv.encode(text, 'utf-16le', { addBOM: true }), 'utf-16le'],
      [iconv.encode(text, 'utf-16be', { addBOM: true }), 'utf-16be'],
    ] as const) {
      const records = await readAll(writeFixture(bytes), encoding);
      expect(records.map((r) => r.fields)).toEqual(expected);
    }
  });

  it('refuses an invalid byte with its line instead of replacing it', async () => {
    const utf8 = Buffer.from('a;b\nč;1\n2;3\n');
    const bad = Buffer.concat([utf8, iconv.encode('Šťastný;4\n', 'win1250')]);
    expect(await readError(writeFixture(bad))).toEqual({ code: 'mixed_encoding', line: 4 });
    const asciiThenBad = Buffer.concat([Buffer.from('a;b\n1;2\n'), Buffer.from([0xff, 0x0a])]);
    expect(await readError(writeFixture(asciiThenBad))).toEqual({ code: 'invalid_encoding', line: 3 });
  });

  it('refuses UTF-8 letters in a file read as windows-1250', async () => {
    const mixed = Buffer.concat([iconv.encode('a;b\nŠťastný;1\n', 'win1250'), Buffer.from('Jiří;2\n')]);
    expect(await readError(writeFixture(mixed), 'windows-1250')).toEqual({
      code: 'unexpected_utf8',
      line: 3,
    });
  });

  it('finds an invalid byte past the first read chunk on the right line', async () => {
    const lines = Array.from({ length: 30_000 }, (_, i) => `${i};Příliš žluťoučký kůň ${i}`).join('\n');
    const bad = Buffer.concat([Buffer.from(`a;b\n${lines}\n`), iconv.encode('Šťastný;x\n', 'win1250')]);
    expect(await readError(writeFixture(bad))).toEqual({ code: 'mixed_encoding', line: 30_002 });
  });

  it('reports an unclosed quote at the line where its record starts', async () => {
    const path = writeFixture('a;b\n1;2\n3;4\n5;6\n7;8\n9;10\n11;"open\n13;14\n15;16\n');
    expect(await readError(path)).toEqual({ code: 'unclosed_quote', line: 7 });
  });

  it('keeps stray quotes as written rather than guessing', async () => {
    const records = await readAll(writeFixture('a;b\n1;5" disk\n3;"4"x\n'));
    expect(records.slice(1).map((r) => r.fields)).toEqual([
      ['1', '5" disk'],
      ['3', '"4"x'],
    ]);
  });

  it('round-trips any rows through serializeCsvRow (property)', async () => {
    const cell = fc.string({
      unit: fc.oneof(
        fc.constantFrom(';', '"', '\n', '\r', ' ', ',', '\t'),
        fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
      ),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 5 }),
        async (rows) => {
          const text = `h1;h2\r\n${rows.map((row) => serializeCsvRow(row)).join('')}`;
          const records = await readAll(writeFixture(text));
          expect(records.slice(1).map((r) => r.fields)).toEqual(rows);
          expect(parse(text, { delimiter: ';', relax_quotes: true }).slice(1)).toEqual(rows);
        },
      ),
      { numRuns: 60 },
    );
  });
});
