import type { GoogleTarget } from '@ziskomer/contracts';
import { defineGoogleTargetsJob } from '../define-google-targets-job.ts';
import { openGoogleClient } from '../google-api/open-google-client.ts';
import { readTargetSelection } from '../to-connection.ts';
import { createSearchConsoleApi } from './search-console-api.ts';

/** The Search Console sites the user reaches (`sites.list`), unverified ones left out. */
export const searchConsoleSitesJob = defineGoogleTargetsJob({
  connector: 'google_search_console',
  fetch: async (deps, ref, signal): Promise<GoogleTarget[]> => {
    const sites = await createSearchConsoleApi(
      deps.config.google,
      openGoogleClient(deps, ref, signal),
    ).listSites();
    return sites
      .filter((site) => site.permissionLevel !== 'siteUnverifiedUser')
      .map((site) => ({ id: site.siteUrl, name: site.siteUrl, detail: site.permissionLevel || null }))
      .sort((a, b) => a.name.localeCompare(b.name));
  },
  pickOnly: (sites, settings) =>
    sites.length === 1 && !readTargetSelection(settings) ? { target: sites[0] } : null,
});
