/**
 * Encodes text as windows-1250 (Czech Excel's default). The table is read from the platform's
 * WHATWG decoder, the same mapping browsers use, and a character the code page cannot hold is an
 * error: iconv-lite would silently write '?' in its place, and demo files must never lose text.
 */
let table: Uint8Array | null = null;

function getTable(): Uint8Array {
  if (table) return table;
  const decoder = new TextDecoder('windows-1250');
  // Every character of the code page is below U+2200 (the highest is ™, U+2122).
  const built = new Uint8Array(0x2200);
  for (let byte = 0x80; byte <= 0xff; byte++) {
    const char = decoder.decode(Uint8Array.of(byte));
    if (char !== '\ufffd') built[char.charCodeAt(0)] = byte;
  }
  table = built;
  return built;
}

export function encodeWindows1250(text: string): Uint8Array {
  const lookup = getTable();
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) {
      bytes[index] = code;
      continue;
    }
    const byte = code < lookup.length ? lookup[code]! : 0;
    if (byte === 0) {
      throw new RangeError(
        `Character '${text[index]}' (U+${code.toString(16).toUpperCase().padStart(4, '0')}) has no windows-1250 code`,
      );
    }
    bytes[index] = byte;
  }
  return bytes;
}
