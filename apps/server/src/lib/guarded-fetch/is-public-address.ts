import { type IpAddress, parseIpAddress } from './ip-address.ts';

type Range = [prefix: number[], bits: number];

/**
 * IPv4 ranges that are not the public internet: this network, private (RFC 1918), carrier-grade
 * NAT (where cloud metadata such as Alibaba's 100.100.100.200 lives), loopback, link-local (with
 * the cloud metadata address 169.254.169.254), protocol assignments, documentation and
 * benchmarking, the 6to4 relay, multicast, reserved and broadcast.
 */
const BLOCKED_V4: Range[] = [
  [[0], 8],
  [[10], 8],
  [[100, 64], 10],
  [[127], 8],
  [[169, 254], 16],
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 0, 2], 24],
  [[192, 88, 99], 24],
  [[192, 168], 16],
  [[198, 18], 15],
  [[198, 51, 100], 24],
  [[203, 0, 113], 24],
  [[224], 4],
  [[240], 4],
];

/** IPv6 ranges that carry an IPv4 address: the address is judged by that IPv4 address. */
const EMBEDS_V4: { range: Range; offset: number }[] = [
  // IPv4-mapped ::ffff:a.b.c.d
  { range: [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xff, 0xff], 96], offset: 12 },
  // IPv4-compatible ::a.b.c.d (deprecated; also covers :: and ::1, which embed 0.0.0.x)
  { range: [[0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], 96], offset: 12 },
  // NAT64 well-known prefix 64:ff9b::/96
  { range: [[0, 0x64, 0xff, 0x9b, 0, 0, 0, 0, 0, 0, 0, 0], 96], offset: 12 },
  // 6to4 2002:a.b.c.d::/48
  { range: [[0x20, 0x02], 16], offset: 2 },
];

/**
 * IPv6 ranges refused inside the global unicast block 2000::/3 (everything outside it is refused
 * anyway: unspecified, loopback, unique-local fc00::/7, link-local fe80::/10, multicast ff00::/8,
 * the local NAT64 64:ff9b:1::/48, discard-only 100::/64 …): IETF protocol assignments with
 * Teredo 2001::/23, documentation 2001:db8::/32 and 3fff::/20.
 */
const BLOCKED_V6_GLOBAL: Range[] = [
  [[0x20, 0x01, 0x00], 23],
  [[0x20, 0x01, 0x0d, 0xb8], 32],
  [[0x3f, 0xff], 20],
];

/**
 * The strict default of the outbound guard: true only for an address on the public internet.
 * Anything unparsable is refused.
 */
export function isPublicAddress(address: string): boolean {
  const ip = parseIpAddress(address);
  return ip !== null && isPublicIp(ip);
}

export function isPublicIp(ip: IpAddress): boolean {
  if (ip.family === 4) return !BLOCKED_V4.some((range) => inRange(ip.bytes, range));
  for (const { range, offset } of EMBEDS_V4) {
    if (inRange(ip.bytes, range)) return isPublicIp({ family: 4, bytes: ip.bytes.slice(offset, offset + 4) });
  }
  const globalUnicast = (ip.bytes[0]! & 0xe0) === 0x20;
  return globalUnicast && !BLOCKED_V6_GLOBAL.some((range) => inRange(ip.bytes, range));
}

function inRange(bytes: number[], [prefix, bits]: Range): boolean {
  for (let bit = 0; bit < bits; bit += 8) {
    const index = bit / 8;
    const take = Math.min(8, bits - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[index] ?? 0) & mask) !== ((prefix[index] ?? 0) & mask)) return false;
  }
  return true;
}
