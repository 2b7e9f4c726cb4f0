import { GuardedFetchError } from './guarded-fetch-error.ts';
import { parseOutboundUrl } from './parse-outbound-url.ts';
import {
  type AddressPolicy,
  resolveOutboundAddress,
  strictAddressPolicy,
} from './resolve-outbound-address.ts';

/** How long a save waits for the host's addresses. */
const CHECK_TIMEOUT_MS = 10_000;

/**
 * The guard's checks of a URL when it is saved, without sending any request: the shape, the
 * scheme, no credentials, and every address its host resolves to now. Returns the URL in its
 * normalised form. Every fetch later checks it all again (addresses change).
 */
export async function checkOutboundUrl(input: string, policy: Partial<AddressPolicy> = {}): Promise<string> {
  const url = parseOutboundUrl(input);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new GuardedFetchError('timeout', { seconds: CHECK_TIMEOUT_MS / 1000 })),
      CHECK_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([resolveOutboundAddress(url, { ...strictAddressPolicy, ...policy }), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return url.href;
}
