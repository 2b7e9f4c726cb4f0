import { normaliseDomain, parseStoreDomain } from '@ziskomer/domain';
import { AppError } from '../../core/app-error.ts';

/**
 * The host, URL and normalised domain of what the user typed as a shop's address. Anything that is
 * not a plausible domain is a validation error on the `domain` field, like the schema's own.
 */
export function parseDomainInput(input: string): {
  storeDomain: string;
  storeUrl: string;
  normalisedDomain: string;
} {
  const parsed = parseStoreDomain(input);
  if (!parsed) {
    throw new AppError('validation_failed', {
      issues: [{ path: 'domain', code: 'invalid_domain', message: 'Not a valid domain or URL' }],
    });
  }
  return {
    storeDomain: parsed.domain,
    storeUrl: parsed.url,
    normalisedDomain: normaliseDomain(parsed.domain),
  };
}
