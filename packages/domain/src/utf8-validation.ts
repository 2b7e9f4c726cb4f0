/** Where a byte sequence stops being valid UTF-8, found without decoding it. */
export interface Utf8Scan {
  /** Index of the first byte of the first invalid sequence, or -1 when every complete sequence is valid. */
  invalidAt: number;
  /** Bytes at the end that start a sequence the sample cuts off (0–3); they are not an error yet. */
  incompleteTail: number;
  /** True when a valid multi-byte sequence occurs before `invalidAt`: evidence the text is UTF-8. */
  hasMultibyte: boolean;
}

/**
 * Scans `bytes` as UTF-8 with the same rules as a fatal TextDecoder: no overlong forms, no
 * surrogates, nothing above U+10FFFF. Used to locate the byte (and so the line) that breaks a
 * strict decode, which the decoder itself does not report.
 */
export function scanUtf8(bytes: Uint8Array, start = 0): Utf8Scan {
  let hasMultibyte = false;
  let i = start;
  const length = bytes.length;
  while (i < length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    let size: number;
    let min = 0x80;
    let max = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) size = 2;
    else if (lead >= 0xe0 && lead <= 0xef) {
      size = 3;
      if (lead === 0xe0) min = 0xa0;
      else if (lead === 0xed) max = 0x9f;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
      size = 4;
      if (lead === 0xf0) min = 0x90;
      else if (lead === 0xf4) max = 0x8f;
    } else {
      return { invalidAt: i, incompleteTail: 0, hasMultibyte };
    }
    for (let k = 1; k < size; k++) {
      if (i + k >= length) return { invalidAt: -1, incompleteTail: length - i, hasMultibyte };
      const next = bytes[i + k]!;
      const low = k === 1 ? min : 0x80;
      const high = k === 1 ? max : 0xbf;
      if (next < low || next > high) return { invalidAt: i, incompleteTail: 0, hasMultibyte };
    }
    hasMultibyte = true;
    i += size;
  }
  return { invalidAt: -1, incompleteTail: 0, hasMultibyte };
}

/**
 * The number of line breaks in `bytes[0..end)` of an ASCII-compatible encoding: `\n`, or a lone
 * `\r` in files that use old Mac line endings.
 */
export function countLineBreaks(bytes: Uint8Array, end = bytes.length): number {
  let newlines = 0;
  let returns = 0;
  for (let i = 0; i < end; i++) {
    const byte = bytes[i];
    if (byte === 0x0a) newlines++;
    else if (byte === 0x0d && bytes[i + 1] !== 0x0a) returns++;
  }
  return newlines + returns;
}
