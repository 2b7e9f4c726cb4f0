import { GuardedFetchError } from './guarded-fetch-error.ts';

/** The longest URL the guard accepts. */
export const MAX_URL_LENGTH = 2048;

/**
 * The first checks of a user-given URL, before any lookup: it parses (the WHATWG parser, which
 * also turns every IPv4 spelling of an http(s) host into a dotted quad), is http or https, and
 * carries no user name or password.
 */
export function parseOutboundUrl(input: string): URL {
  if (input.length > MAX_URL_LENGTH) throw new GuardedFetchError('url_invalid');
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new GuardedFetchError('url_invalid');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new GuardedFetchError('url_scheme');
  if (url.username !== '' || url.password !== '') throw new GuardedFetchError('url_credentials');
  if (getHostName(url) === '') throw new GuardedFetchError('url_invalid');
  return url;
}

/** The host of a URL as a resolver sees it: no brackets, lower case, no trailing dots. */
export function getHostName(url: URL): string {
  let host = url.hostname.toLowerCase();
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return host.replace(/\.+$/, '');
}

/** `localhost` and every `*.localhost` name resolve to loopback by definition (RFC 6761). */
export function isLocalhostName(host: string): boolean {
  return host === 'localhost' || host.endsWith('.localhost');
}
