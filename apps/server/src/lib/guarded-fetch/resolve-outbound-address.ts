import { lookup as dnsLookup } from 'node:dns/promises';
import { GuardedFetchError } from './guarded-fetch-error.ts';
import { formatIpAddress, parseIpAddress } from './ip-address.ts';
import { isPublicAddress } from './is-public-address.ts';
import { getHostName, isLocalhostName } from './parse-outbound-url.ts';

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type HostLookup = (hostname: string) => Promise<ResolvedAddress[]>;

/** Which addresses the guard lets a request reach, and how it resolves names. */
export interface AddressPolicy {
  /** Gets the canonical text of every address (dotted quad, compressed IPv6). */
  isAddressAllowed: (address: string) => boolean;
  lookup: HostLookup;
}

/** Every address of a name, IPv4 and IPv6, as the system resolver answers. */
export async function lookupAllAddresses(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dnsLookup(hostname, { all: true, verbatim: true });
  return found.map((entry) => ({ address: entry.address, family: entry.family === 6 ? 6 : 4 }));
}

/** The production policy: public internet addresses only, names resolved by the system. */
export const strictAddressPolicy: AddressPolicy = {
  isAddressAllowed: isPublicAddress,
  lookup: lookupAllAddresses,
};

const NOT_FOUND_CODES = new Set(['ENOTFOUND', 'EAI_NONAME', 'EAI_AGAIN', 'ENODATA', 'EAI_NODATA']);

/**
 * The address a request to `url` connects to. An IP literal is judged as it is; a name is
 * resolved here and refused when ANY of its addresses is blocked (a name that also points inside
 * is not trusted with its public one). The caller connects to the returned address only, so a
 * second lookup cannot swap in another one (DNS rebinding).
 */
export async function resolveOutboundAddress(url: URL, policy: AddressPolicy): Promise<ResolvedAddress> {
  const host = getHostName(url);
  if (isLocalhostName(host)) throw new GuardedFetchError('address_blocked');
  const literal = parseIpAddress(host);
  if (literal) {
    const address = formatIpAddress(literal);
    if (!policy.isAddressAllowed(address)) throw new GuardedFetchError('address_blocked');
    return { address, family: literal.family };
  }
  let found: ResolvedAddress[];
  try {
    found = await policy.lookup(host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (NOT_FOUND_CODES.has(code)) throw new GuardedFetchError('host_not_found');
    throw new GuardedFetchError('fetch_failed', { reason: code || 'dns' });
  }
  if (found.length === 0) throw new GuardedFetchError('host_not_found');
  const vetted: ResolvedAddress[] = [];
  for (const entry of found) {
    const ip = parseIpAddress(entry.address);
    const address = ip ? formatIpAddress(ip) : '';
    if (!ip || !policy.isAddressAllowed(address)) throw new GuardedFetchError('address_blocked');
    vetted.push({ address, family: ip.family });
  }
  // IPv4 first: a server without IPv6 routing still reaches a name that has both.
  return vetted.find((entry) => entry.family === 4) ?? vetted[0]!;
}
