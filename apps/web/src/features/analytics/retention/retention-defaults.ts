import type { PeriodChoice } from '@ziskomer/contracts';

/**
 * Cohorts, repeat orders and retention need months of history to say anything: these reports
 * open on the last year unless the URL names a period.
 */
export const RETENTION_DEFAULT_PERIOD: PeriodChoice = '1y';
