import type { AvailableConnector, GoogleConnector } from '@ziskomer/contracts';
import { z } from 'zod';
import type { JobDefinition } from '../../jobs/define-job.ts';

/** Every connection job works on one connection of one shop. */
export const connectionJobPayload = z.object({ shopId: z.uuid(), connectionId: z.uuid() });

/**
 * The job kinds of each connector: the fetch of what its connection reaches (Google's products'
 * and Meta's accounts, properties, sites, locations) and its sync. Kept apart from the handlers, which queue each
 * other's jobs (the fetch queues the first sync), so that no module imports itself in a circle.
 */
/** The connectors whose connection first fetches what it reaches (Google's products and Meta). */
export type TargetsConnector = GoogleConnector | 'meta';

export const TARGETS_JOB_KIND: Record<TargetsConnector, string> = {
  google_ads: 'google-ads-accounts',
  google_analytics: 'google-analytics-properties',
  google_search_console: 'google-search-console-sites',
  google_merchant: 'google-merchant-accounts',
  google_business_profile: 'google-business-profile-locations',
  meta: 'meta-accounts',
};

export const SYNC_JOB_KIND: Record<AvailableConnector, string> = {
  google_ads: 'google-ads-sync',
  google_analytics: 'google-analytics-sync',
  google_search_console: 'google-search-console-sync',
  google_merchant: 'google-merchant-sync',
  google_business_profile: 'google-business-profile-sync',
  sklik: 'sklik-sync',
  heureka: 'heureka-sync',
  zbozi: 'zbozi-sync',
  meta: 'meta-sync',
  eshop_platform: 'eshop-platform-sync',
};

/** One connection of a shop, with its connector. */
export interface ConnectorRef<C extends AvailableConnector = AvailableConnector> {
  shopId: string;
  connectionId: string;
  connector: C;
}

/** What queueing a connection job of `kind` needs. */
export function connectionJob(
  kind: string,
): Pick<JobDefinition<z.output<typeof connectionJobPayload>>, 'kind' | 'payload' | 'shopOf'> {
  return { kind, payload: connectionJobPayload, shopOf: (payload) => payload.shopId };
}
