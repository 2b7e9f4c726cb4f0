import type { GoogleTarget } from '@ziskomer/contracts';
import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createBusinessProfileApi } from './business-profile-api.ts';

/** The Business Profile locations of every account the user reaches, with their address. */
export const businessProfileLocationsJob = defineGoogleTargetsJob({
  connector: 'google_business_profile',
  fetch: async (deps, ref, signal): Promise<GoogleTarget[]> => {
    const api = createBusinessProfileApi(deps.config.google, openGoogleClient(deps, ref, signal));
    const targets: GoogleTarget[] = [];
    for (const account of await api.listAccounts()) {
      if (typeof account.name !== 'string') continue;
      const accountName = typeof account.accountName === 'string' ? account.accountName : account.name;
      for (const location of await api.listLocations(account.name)) {
        const id = String(location.name ?? '').replace(/^locations\//, '');
        if (!id) continue;
        const address = (location.storefrontAddress ?? {}) as Record<string, unknown>;
        const street = Array.isArray(address.addressLines) ? address.addressLines.join(', ') : '';
        const place = [street, typeof address.locality === 'string' ? address.locality : '']
          .filter(Boolean)
          .join(', ');
        targets.push({
          id,
          name: typeof location.title === 'string' && location.title ? location.title : `Location ${id}`,
          detail: place || accountName,
        });
      }
    }
    return targets;
  },
  pickOnly: (locations, settings) =>
    locations.length === 1 && !readTargetSelection(settings) ? { target: locations[0] } : null,
});
