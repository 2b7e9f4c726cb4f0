import type { ApiKeyConnector } from '@ziskomer/contracts';
import { heurekaProvider } from '../heureka/heureka-provider.ts';
import { sklikProvider } from '../sklik/sklik-provider.ts';
import { zboziProvider } from '../zbozi/zbozi-provider.ts';
import type { ApiKeyProvider } from './api-key-provider.ts';

export const API_KEY_PROVIDERS: Record<ApiKeyConnector, ApiKeyProvider> = {
  sklik: sklikProvider,
  heureka: heurekaProvider,
  zbozi: zboziProvider,
};
