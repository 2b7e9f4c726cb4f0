import type { ApiKeyProvider } from '../api-key/api-key-provider.ts';
import { zboziFenixApi } from './zbozi-fenix-api.ts';
import { zboziLegacyApi } from './zbozi-legacy-provider.ts';

/**
 * Zboží.cz, now Seznam Nákupy: one connector (`zbozi`, channel `zbozi`, shown on /heureka) whose
 * statistics Seznam moved from api.zbozi.cz to Sklik's API Fénix in March 2026. A connection made
 * now holds a Fénix refresh token (`api: 'fenix'`) and reads Fénix; one made before holds the old
 * key and keeps reading api.zbozi.cz, which says plainly when that API is off (docs/ARCHITECTURE.md).
 */
export const zboziProvider: ApiKeyProvider = {
  connector: 'zbozi',
  name: 'Zboží.cz',
  verify: (context, credentials) =>
    (credentials.api === 'fenix' ? zboziFenixApi : zboziLegacyApi).verify(context, credentials),
  fetchSpend: (context, credentials, account, range) =>
    (credentials.api === 'fenix' ? zboziFenixApi : zboziLegacyApi).fetchSpend(
      context,
      credentials,
      account,
      range,
    ),
};
