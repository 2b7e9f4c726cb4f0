import type { ApiKeyConnector } from '@ziskomer/contracts';
import type { Config } from '../../../config.ts';
import { getSecretBox, tokenContext } from '../connection-secrets.ts';
import type { ApiKeyCredentials } from './api-key-provider.ts';

/** Seals an API key (with its establishment id) for `credentials_sealed`, bound to the shop and connector. */
export function sealCredentials(
  config: Config,
  shopId: string,
  connector: ApiKeyConnector,
  credentials: ApiKeyCredentials,
): string {
  return getSecretBox(config).seal(
    JSON.stringify(credentials),
    tokenContext(shopId, connector, 'credentials'),
  );
}

export function openCredentials(
  config: Config,
  shopId: string,
  connector: ApiKeyConnector,
  sealed: string,
): ApiKeyCredentials {
  return JSON.parse(
    getSecretBox(config).open(sealed, tokenContext(shopId, connector, 'credentials')),
  ) as ApiKeyCredentials;
}
