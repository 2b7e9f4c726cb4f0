import type { TextEncoding } from '@ziskomer/contracts';
import { scanUtf8 } from '@ziskomer/domain';
import iconv from 'iconv-lite';
import { ImportFileError } from './import-file-error.ts';

export interface StrictDecoder {
  /** Decodes the next chunk; throws ImportFileError with the line of the first bad byte. */
  write(chunk: Uint8Array): string;
  /** Flushes the end of the file; a sequence cut off by the end of the file is an error. */
  end(): string;
}

/**
 * Decodes a file in one encoding without ever inventing characters: UTF-8 and UTF-16 with fatal
 * decoders (a byte order mark is dropped), windows-1250 and ISO-8859-2 with iconv-lite, refusing
 * bytes the code page leaves undefined. In a single-byte file, UTF-8 sequences of Czech letters
 * (`Ä\u008d` for `č` …) are refused too: they mean the file mixes encodings, and decoding them
 * would corrupt the text silently. Errors name the 1-based line they occur on.
 */
export function createStrictDecoder(encoding: TextEncoding): StrictDecoder {
  const lines = createLineCounter();
  if (encoding === 'utf-8') return createUtf8Decoder(lines);
  if (encoding === 'utf-16le' || encoding === 'utf-16be') return createUtf16Decoder(encoding, lines);
  return createSingleByteDecoder(encoding, lines);
}

function createUtf8Decoder(lines: LineCounter): StrictDecoder {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let carry: Uint8Array = new Uint8Array(0);
  let sawMultibyte = false;
  const fail = (bytes: Uint8Array): never => {
    const scan = scanUtf8(bytes);
    const at = scan.invalidAt === -1 ? bytes.length - scan.incompleteTail : scan.invalidAt;
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, at));
    const code = sawMultibyte || scan.hasMultibyte ? 'mixed_encoding' : 'invalid_encoding';
    throw new ImportFileError(code, lines.lineAt(before), { encoding: 'UTF-8' });
  };
  return {
    write(chunk) {
      const bytes = carry.length > 0 ? concat(carry, chunk) : chunk;
      let text: string;
      try {
        text = decoder.decode(chunk, { stream: true });
      } catch {
        return fail(bytes);
      }
      carry = bytes.subarray(bytes.length - incompleteUtf8Tail(bytes));
      if (!sawMultibyte && /[\u0080-\uffff]/.test(text)) sawMultibyte = true;
      lines.add(text);
      return text;
    },
    end() {
      try {
        return decoder.decode();
      } catch {
        return fail(carry);
      }
    },
  };
}

function createUtf16Decoder(encoding: 'utf-16le' | 'utf-16be', lines: LineCounter): StrictDecoder {
  const decoder = new TextDecoder(encoding, { fatal: true });
  const fail = (chunk: Uint8Array): never => {
    const lenient = new TextDecoder(encoding).decode(chunk, { stream: true });
    const at = lenient.indexOf('\ufffd');
    throw new ImportFileError('invalid_encoding', lines.lineAt(lenient.slice(0, Math.max(0, at))), {
      encoding: encoding.toUpperCase(),
    });
  };
  return {
    write(chunk) {
      try {
        const text = decoder.decode(chunk, { stream: true });
        lines.add(text);
        return text;
      } catch {
        return fail(chunk);
      }
    },
    end() {
      try {
        return decoder.decode();
      } catch {
        return fail(new Uint8Array(0));
      }
    },
  };
}

function createSingleByteDecoder(encoding: 'windows-1250' | 'iso-8859-2', lines: LineCounter): StrictDecoder {
  const decoder = iconv.getDecoder(encoding);
  const name = encoding === 'windows-1250' ? 'windows-1250' : 'ISO-8859-2';
  let previousByte = 0;
  return {
    write(chunk) {
      const text = decoder.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.length));
      // One byte is one character here, so a byte offset is a string offset. UTF-8 text shows up
      // as both; the first sign names the problem (a UTF-8 letter explains an undefined byte).
      const undefinedByte = text.indexOf('\ufffd');
      const utf8At = findUtf8Letter(chunk, previousByte);
      if (utf8At !== -1 && (undefinedByte === -1 || utf8At <= undefinedByte)) {
        throw new ImportFileError('unexpected_utf8', lines.lineAt(text.slice(0, Math.max(0, utf8At))), {
          encoding: name,
        });
      }
      if (undefinedByte !== -1) {
        throw new ImportFileError('invalid_encoding', lines.lineAt(text.slice(0, undefinedByte)), {
          encoding: name,
        });
      }
      previousByte = chunk[chunk.length - 1] ?? previousByte;
      lines.add(text);
      return text;
    },
    end() {
      return decoder.end() ?? '';
    },
  };
}

/**
 * The offset of the first two-byte UTF-8 sequence of a Latin letter with a diacritic (lead byte
 * 0xC3–0xC5, then a continuation byte), or -1. In windows-1250 and ISO-8859-2 those pairs read as
 * `Ă Ä Ĺ` followed by a symbol or an accented capital, which Czech or Slovak text never contains.
 * A pair split across chunks is found through the previous chunk's last byte (offset -1 → 0).
 */
function findUtf8Letter(chunk: Uint8Array, previousByte: number): number {
  if (previousByte >= 0xc3 && previousByte <= 0xc5 && (chunk[0] ?? 0) >= 0x80 && (chunk[0] ?? 0) <= 0xbf)
    return 0;
  for (let i = 0; i < chunk.length - 1; i++) {
    const byte = chunk[i]!;
    if (byte >= 0xc3 && byte <= 0xc5) {
      const next = chunk[i + 1]!;
      if (next >= 0x80 && next <= 0xbf) return i;
    }
  }
  return -1;
}

/** Bytes at the end that begin a UTF-8 sequence the chunk does not complete (0–3). */
function incompleteUtf8Tail(bytes: Uint8Array): number {
  for (let back = 1; back <= Math.min(3, bytes.length); back++) {
    const byte = bytes[bytes.length - back]!;
    if ((byte & 0xc0) === 0x80) continue;
    const size = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return size > back ? back : 0;
  }
  return 0;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

interface LineCounter {
  add(text: string): void;
  /** The 1-based line on which text appended after what was added would end. */
  lineAt(textBefore: string): number;
}

/** Counts line breaks in decoded text: `\n`, `\r\n` (once) and a lone `\r`, across chunk edges. */
function createLineCounter(): LineCounter {
  let breaks = 0;
  let endsWithReturn = false;
  const count = (text: string, afterReturn: boolean) => {
    let found = 0;
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) found++;
    for (let i = text.indexOf('\r'); i !== -1; i = text.indexOf('\r', i + 1))
      if (text[i + 1] !== '\n') found++;
    // A `\r` that ended the previous chunk and a `\n` that starts this one are one break.
    if (afterReturn && text.startsWith('\n')) found--;
    return found;
  };
  return {
    add(text) {
      if (text === '') return;
      breaks += count(text, endsWithReturn);
      endsWithReturn = text.endsWith('\r');
    },
    lineAt(textBefore) {
      return breaks + count(textBefore, endsWithReturn) + 1;
    },
  };
}
