import type { TextEncoding } from '@ziskomer/contracts';
import { countLineBreaks, scanUtf8 } from './utf8-validation.ts';

export interface EncodingDetection {
  /** The proposed encoding. */
  encoding: TextEncoding;
  /** Length of the byte order mark at the start of the file, to be skipped (0 without one). */
  bomLength: number;
  /** True when the bytes prove the encoding (a BOM, or valid multi-byte UTF-8); false for a guess. */
  certain: boolean;
  /** Other encodings the user may choose, most likely first. */
  alternatives: TextEncoding[];
  /**
   * The 1-based line of the first invalid UTF-8 sequence in a file whose earlier lines are valid
   * multi-byte UTF-8: the file mixes encodings and no single choice decodes it correctly.
   */
  mixedAtLine?: number;
}

const SINGLE_BYTE: TextEncoding[] = ['windows-1250', 'iso-8859-2'];

/**
 * Detects the encoding of the first bytes of a file. Strict UTF-8 first (with or without a BOM);
 * UTF-16 by its BOM or by the NUL bytes of ASCII text; otherwise a single-byte Czech encoding,
 * windows-1250 unless the bytes look like ISO-8859-2. `complete` says the sample is the whole
 * file, so a cut-off sequence at its end is an error rather than the sample's edge.
 */
export function detectEncoding(sample: Uint8Array, complete = false): EncodingDetection {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) {
    return { encoding: 'utf-8', bomLength: 3, certain: true, alternatives: SINGLE_BYTE };
  }
  if (sample[0] === 0xff && sample[1] === 0xfe) {
    return { encoding: 'utf-16le', bomLength: 2, certain: true, alternatives: ['utf-16be'] };
  }
  if (sample[0] === 0xfe && sample[1] === 0xff) {
    return { encoding: 'utf-16be', bomLength: 2, certain: true, alternatives: ['utf-16le'] };
  }
  const utf16 = detectUtf16WithoutBom(sample);
  if (utf16)
    return {
      encoding: utf16,
      bomLength: 0,
      certain: false,
      alternatives: ['utf-16le', 'utf-16be', 'utf-8'].filter((e) => e !== utf16) as TextEncoding[],
    };

  const scan = scanUtf8(sample);
  const cutOff = complete && scan.incompleteTail > 0;
  if (scan.invalidAt === -1 && !cutOff) {
    return { encoding: 'utf-8', bomLength: 0, certain: scan.hasMultibyte, alternatives: SINGLE_BYTE };
  }
  const invalidAt = scan.invalidAt === -1 ? sample.length - scan.incompleteTail : scan.invalidAt;
  if (scan.hasMultibyte) {
    return {
      encoding: 'utf-8',
      bomLength: 0,
      certain: false,
      alternatives: SINGLE_BYTE,
      mixedAtLine: countLineBreaks(sample, invalidAt) + 1,
    };
  }
  const single = looksLikeIso88592(sample) ? 'iso-8859-2' : 'windows-1250';
  return {
    encoding: single,
    bomLength: 0,
    certain: false,
    alternatives: [single === 'windows-1250' ? 'iso-8859-2' : 'windows-1250', 'utf-8'],
  };
}

/** ASCII text in UTF-16 has a NUL in every other byte: odd positions for LE, even for BE. */
function detectUtf16WithoutBom(sample: Uint8Array): TextEncoding | null {
  const length = Math.min(sample.length, 4096) & ~1;
  if (length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let i = 0; i < length; i += 2) {
    if (sample[i] === 0) evenZeros++;
    if (sample[i + 1] === 0) oddZeros++;
  }
  const pairs = length / 2;
  if (oddZeros > pairs * 0.4 && evenZeros < pairs * 0.05) return 'utf-16le';
  if (evenZeros > pairs * 0.4 && oddZeros < pairs * 0.05) return 'utf-16be';
  return null;
}

/**
 * windows-1250 and ISO-8859-2 differ where Czech needs them most: Š š Ť ť Ž ž are 0x8A 0x9A 0x8D
 * 0x9D 0x8E 0x9E in windows-1250 (C1 control codes in ISO-8859-2) and 0xA9 0xB9 0xAB 0xBB 0xAE
 * 0xBE in ISO-8859-2 (© ą « » ® ľ in windows-1250, rare in Czech text).
 */
function looksLikeIso88592(sample: Uint8Array): boolean {
  let windows = 0;
  let iso = 0;
  for (const byte of sample) {
    if (byte >= 0x80 && byte <= 0x9f) windows++;
    else if (
      byte === 0xa9 ||
      byte === 0xb9 ||
      byte === 0xab ||
      byte === 0xbb ||
      byte === 0xae ||
      byte === 0xbe
    )
      iso++;
  }
  return iso > windows;
}
