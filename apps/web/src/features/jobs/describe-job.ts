import type { Job } from '@ziskomer/contracts';
import type { TFunction } from 'i18next';

/** The kinds the screen has names for; others are named by their kind. */
const NAMED_KINDS = new Set([
  'orders-import',
  'scheduled-import',
  'xml-feed',
  'demo-fill',
  'analytics-rollups',
  'budget-alerts',
  'marketing-statistics',
  'google-ads-accounts',
  'google-ads-sync',
  'google-analytics-properties',
  'google-analytics-sync',
  'google-search-console-sites',
  'google-search-console-sync',
  'google-merchant-accounts',
  'google-merchant-sync',
  'google-business-profile-locations',
  'google-business-profile-sync',
]);

export function getJobTitle(t: TFunction<'jobs'>, kind: string): string {
  return NAMED_KINDS.has(kind) ? t(`kinds.${kind}` as 'kinds.other') : t('kinds.other', { kind });
}

/** How far a job is, 0–100, or null when its total is not known. */
export function getJobPercent(job: Pick<Job, 'progress'>): number | null {
  const progress = job.progress;
  if (!progress?.total) return null;
  return Math.max(0, Math.min(100, Math.round((progress.done / progress.total) * 100)));
}

/** The screen's sections, in the order a user looks for them. */
export function groupJobs(jobs: Job[]) {
  return {
    running: jobs.filter((job) => job.status === 'running'),
    queued: jobs.filter((job) => job.status === 'queued'),
    failed: jobs.filter((job) => job.status === 'failed'),
    done: jobs.filter((job) => job.status === 'done'),
  };
}
