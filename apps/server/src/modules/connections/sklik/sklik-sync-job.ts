import { defineApiKeySyncJob } from '../api-key/define-api-key-sync-job.ts';
import { sklikProvider } from './sklik-provider.ts';

/** Sklik's campaigns by day as the shop's ad spend of channel Sklik. */
export const sklikSyncJob = defineApiKeySyncJob(sklikProvider);
