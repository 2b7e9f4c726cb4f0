/** An IP address as its bytes: 4 for IPv4, 16 for IPv6. */
export interface IpAddress {
  family: 4 | 6;
  bytes: number[];
}

/**
 * Reads an IP address in any spelling a resolver or a URL parser accepts: IPv4 as inet_aton
 * does (decimal `2130706433`, octal `0177.0.0.1`, hex `0x7f.1`, short `127.1`, a trailing dot),
 * IPv6 with or without brackets and a zone, with an embedded IPv4 tail. Null for a host name.
 */
export function parseIpAddress(text: string): IpAddress | null {
  let host = text.trim();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  if (host.includes(':')) return parseIpv6(host);
  return parseIpv4(host);
}

/** The canonical text of an address (dotted quad, or compressed lower-case IPv6). */
export function formatIpAddress(ip: IpAddress): string {
  if (ip.family === 4) return ip.bytes.join('.');
  const groups = Array.from({ length: 8 }, (_, i) =>
    ((ip.bytes[i * 2]! << 8) | ip.bytes[i * 2 + 1]!).toString(16),
  );
  // The longest run of two or more zero groups becomes '::'.
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  if (best.start === -1) return groups.join(':');
  const head = groups.slice(0, best.start).join(':');
  const tail = groups.slice(best.start + best.length).join(':');
  return `${head}::${tail}`;
}

function parseIpv4(text: string): IpAddress | null {
  const host = text.endsWith('.') ? text.slice(0, -1) : text;
  const parts = host.split('.');
  if (parts.length === 0 || parts.length > 4) return null;
  const numbers: number[] = [];
  for (const part of parts) {
    const value = parseIpv4Number(part);
    if (value === null) return null;
    numbers.push(value);
  }
  const last = numbers.pop()!;
  if (numbers.some((n) => n > 255)) return null;
  const tailBytes = 4 - numbers.length;
  if (last >= 256 ** tailBytes) return null;
  const bytes = [...numbers];
  for (let i = tailBytes - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return { family: 4, bytes };
}

function parseIpv4Number(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
  if (/^0[0-7]*$/.test(part)) return Number.parseInt(part, 8);
  if (/^[1-9][0-9]*$/.test(part)) return Number(part);
  return null;
}

function parseIpv6(text: string): IpAddress | null {
  const host = text.split('%')[0]!.toLowerCase();
  const halves = host.split('::');
  if (halves.length > 2) return null;
  const read = (half: string): number[] | null => {
    if (half === '') return [];
    const groups: number[] = [];
    const pieces = half.split(':');
    for (const [index, piece] of pieces.entries()) {
      if (piece.includes('.') && index === pieces.length - 1) {
        const v4 = parseDottedQuad(piece);
        if (!v4) return null;
        groups.push((v4[0]! << 8) | v4[1]!, (v4[2]! << 8) | v4[3]!);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = read(halves[0]!);
  const tail = halves.length === 2 ? read(halves[1]!) : [];
  if (!head || !tail) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<number>(missing).fill(0), ...tail];
  return { family: 6, bytes: groups.flatMap((group) => [group >> 8, group & 0xff]) };
}

/** The strict dotted quad allowed inside IPv6 (`::ffff:127.0.0.1`). */
function parseDottedQuad(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^(0|[1-9][0-9]{0,2})$/.test(part))) return null;
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? bytes : null;
}
