import { defineApiKeySyncJob } from '../api-key/define-api-key-sync-job.ts';
import { zboziProvider } from './zbozi-provider.ts';

/** The Zboží.cz establishment's cost and conversions by day as the shop's ad spend of channel Zboží.cz. */
export const zboziSyncJob = defineApiKeySyncJob(zboziProvider);
