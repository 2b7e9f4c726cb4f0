import { describe, expect, it } from 'vitest';
import { detectEncoding } from '../src/detect-encoding.ts';
import { scanUtf8 } from '../src/utf8-validation.ts';

// Bytes written out by hand (the domain package has no encoder): "Jiří Šťastný" in each encoding.
const UTF8 = new TextEncoder().encode('Číslo objednávky;Zákazník\n1;Jiří Šťastný\n');
const WIN1250 = Uint8Array.from([
  0x4a, 0x69, 0xf8, 0xed, 0x20, 0x8a, 0x9d, 0x61, 0x73, 0x74, 0x6e, 0xfd, 0x0a,
]);
const ISO88592 = Uint8Array.from([
  0x4a, 0x69, 0xf8, 0xed, 0x20, 0xa9, 0xbb, 0x61, 0x73, 0x74, 0x6e, 0xfd, 0x0a,
]);

describe('detectEncoding', () => {
  it('accepts strict UTF-8 with proof from multi-byte letters', () => {
    expect(detectEncoding(UTF8)).toMatchObject({ encoding: 'utf-8', bomLength: 0, certain: true });
  });

  it('recognises byte order marks and says how long they are', () => {
    expect(detectEncoding(Uint8Array.from([0xef, 0xbb, 0xbf, ...UTF8]))).toMatchObject({
      encoding: 'utf-8',
      bomLength: 3,
    });
    expect(detectEncoding(Uint8Array.from([0xff, 0xfe, 0x41, 0x00]))).toMatchObject({
      encoding: 'utf-16le',
      bomLength: 2,
    });
    expect(detectEncoding(Uint8Array.from([0xfe, 0xff, 0x00, 0x41]))).toMatchObject({
      encoding: 'utf-16be',
      bomLength: 2,
    });
  });

  it('recognises UTF-16 without a BOM by its NUL bytes', () => {
    const le = Uint8Array.from([...'order_id;date\n'].flatMap((c) => [c.charCodeAt(0), 0]));
    const be = Uint8Array.from([...'order_id;date\n'].flatMap((c) => [0, c.charCodeAt(0)]));
    expect(detectEncoding(le).encoding).toBe('utf-16le');
    expect(detectEncoding(be).encoding).toBe('utf-16be');
  });

  it('proposes windows-1250 with ISO-8859-2 as the alternative when UTF-8 fails', () => {
    expect(detectEncoding(WIN1250)).toEqual({
      encoding: 'windows-1250',
      bomLength: 0,
      certain: false,
      alternatives: ['iso-8859-2', 'utf-8'],
    });
  });

  it('proposes ISO-8859-2 when its Czech letters are the ones present', () => {
    expect(detectEncoding(ISO88592).encoding).toBe('iso-8859-2');
  });

  it('reports the line where valid UTF-8 turns into another encoding', () => {
    const mixed = Uint8Array.from([...UTF8, ...new TextEncoder().encode('2;Petr\n'), ...WIN1250]);
    expect(detectEncoding(mixed)).toMatchObject({ encoding: 'utf-8', mixedAtLine: 4 });
  });

  it('treats a sequence cut off by the sample edge as valid, but not at the end of a whole file', () => {
    const cut = UTF8.slice(0, UTF8.indexOf(0xa1) /* inside the "á" of "objednávky" */);
    expect(detectEncoding(cut).encoding).toBe('utf-8');
    expect(detectEncoding(cut, true).mixedAtLine).toBe(1);
  });
});

describe('scanUtf8', () => {
  it('refuses overlong forms, surrogates and code points above U+10FFFF like a fatal decoder', () => {
    for (const bytes of [
      [0xc0, 0xaf],
      [0xe0, 0x80, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xff],
    ]) {
      expect(scanUtf8(Uint8Array.from(bytes)).invalidAt).toBe(0);
      expect(() => new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(bytes))).toThrow();
    }
    expect(scanUtf8(new TextEncoder().encode('a😀č'))).toEqual({
      invalidAt: -1,
      incompleteTail: 0,
      hasMultibyte: true,
    });
  });
});
