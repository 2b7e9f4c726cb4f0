import { AVAILABLE_CONNECTORS, CONNECTORS, type Connector } from '@ziskomer/contracts';

/**
 * SPEC §2 "Connections catalogue": how each connector signs in. OAuth for Google's products
 * (the one Google flow, Merchant Center included) and Meta, an API key for the price-comparison
 * services, the Czech ad platform and the e-shop platform.
 */
const AUTH_METHOD: Record<Connector, 'oauth' | 'api_key'> = {
  google_ads: 'oauth',
  google_analytics: 'oauth',
  google_search_console: 'oauth',
  google_merchant: 'oauth',
  google_business_profile: 'oauth',
  meta: 'oauth',
  sklik: 'api_key',
  heureka: 'api_key',
  zbozi: 'api_key',
  eshop_platform: 'api_key',
};

export const connectorCatalogue = CONNECTORS.map((connector) => ({
  connector,
  authMethod: AUTH_METHOD[connector],
  available: (AVAILABLE_CONNECTORS as readonly string[]).includes(connector),
}));
