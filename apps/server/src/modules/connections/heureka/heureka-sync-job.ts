import { defineApiKeySyncJob } from '../api-key/define-api-key-sync-job.ts';
import { heurekaProvider } from './heureka-provider.ts';

/** Heureka's cost and orders by day and category as the shop's ad spend of channel Heureka. */
export const heurekaSyncJob = defineApiKeySyncJob(heurekaProvider);
