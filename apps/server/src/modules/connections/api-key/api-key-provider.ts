import type { AdSpendRow, ApiKeyConnector } from '@ziskomer/contracts';
import type { ChannelsConfig } from '../../../config.ts';
import type { ChannelCallOptions } from './fetch-channel-json.ts';

/** What a connection of an API-key connector stores sealed: the key, with Zboží.cz's establishment id. */
export interface ApiKeyCredentials {
  apiKey: string;
  shopId?: string;
  /**
   * Zboží.cz: whose key `apiKey` is. 'fenix' — a refresh token of Sklik's API Fénix (every
   * connection made since Seznam moved the statistics there); absent — a key of the retired
   * api.zbozi.cz, which connections made before keep until they are connected again.
   */
  api?: 'fenix';
}

/** What the rows a sync fetched hold, and what it had to leave out. */
export interface FetchedSpend {
  rows: AdSpendRow[];
  /** Rows the provider sent that could not be read (no day, negative cost…): reported, not written. */
  skipped: { count: number; examples: string[] };
}

export interface ApiKeyProviderContext extends ChannelCallOptions {
  config: ChannelsConfig;
}

/**
 * One API-key connector: `verify` checks a key against the provider before anything is stored and
 * answers the account it reaches; `fetchSpend` reads the days of `range` as ad spend of its channel.
 */
export interface ApiKeyProvider {
  connector: ApiKeyConnector;
  /** The provider's name in messages (Sklik, Heureka, Zboží.cz). */
  name: string;
  verify(
    context: ApiKeyProviderContext,
    credentials: ApiKeyCredentials,
  ): Promise<{ id: string; name: string }>;
  fetchSpend(
    context: ApiKeyProviderContext,
    credentials: ApiKeyCredentials,
    account: { id: string; name: string },
    range: { from: string; to: string },
  ): Promise<FetchedSpend>;
}
