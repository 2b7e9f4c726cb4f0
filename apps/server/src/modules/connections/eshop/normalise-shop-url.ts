import type { ConnectEshopPlatform } from '@ziskomer/contracts';
import { AppError } from '../../../core/app-error.ts';

/**
 * The shop's own address from what a person typed: Shopify's `kavovar`, `kavovar.myshopify.com`
 * or its admin URL become `https://kavovar.myshopify.com`; a WooCommerce URL keeps its path (a
 * WordPress in a folder) without the trailing slash. Shoptet has none (its API is Shoptet's).
 */
export function normaliseShopUrl(input: ConnectEshopPlatform): string | null {
  if (input.platform === 'shoptet') return null;
  const typed = input.platform === 'shopify' ? input.shopDomain : input.storeUrl;
  const withScheme = /^https?:\/\//i.test(typed) ? typed : `https://${typed}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    throw new AppError('url_invalid');
  }
  if (input.platform === 'shopify') {
    const host = url.host.includes('.') || url.port ? url.host : `${url.host}.myshopify.com`;
    return `${url.protocol}//${host}`;
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
