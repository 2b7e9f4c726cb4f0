import {
  describeMetaIssue,
  META_ISSUE_CODES,
  type MetaCompleteness,
  type MetaIssue,
  type MetaIssueCode,
} from '@ziskomer/contracts';
import type { StoredFailure } from '@ziskomer/db';
import type { Language } from '@ziskomer/i18n';
import { createJobFailure } from '../../../jobs/job-error.ts';
import type { ConnectionRow } from '../queries/connection-queries.ts';
import type { MetaSyncData } from './meta-connection-data.ts';

/** The SPEC §8 code of a stored failure: `meta_rate_limit` → RATE_LIMIT; others are a failed sync. */
function toIssueCode(failure: StoredFailure): MetaIssueCode {
  const code = failure.code.startsWith('meta_') ? failure.code.slice(5).toUpperCase() : '';
  if ((META_ISSUE_CODES as readonly string[]).includes(code)) return code as MetaIssueCode;
  return failure.code === 'connection_broken' ? 'NO_CONNECTION' : 'SYNC_FAILED';
}

function issue(code: MetaIssueCode, message: string): MetaIssue {
  return { code, ...describeMetaIssue(code), message };
}

/**
 * What the Meta page warns about, most serious first (SPEC §8): a broken connection, the last
 * sync's failure, days Meta did not answer for (unless the user chose to use what there is), an
 * account with no figures at all; null when all is well.
 */
export function readMetaIssue(
  row: ConnectionRow,
  data: MetaSyncData | null,
  completeness: MetaCompleteness | null,
  language: Language,
): MetaIssue | null {
  if (row.status === 'broken' && row.broken_reason)
    return issue(toIssueCode(row.broken_reason), row.broken_reason[language]);
  if (row.sync_state === 'error' && row.last_sync_error)
    return issue(toIssueCode(row.last_sync_error), row.last_sync_error[language]);
  if (completeness && completeness.missingDays.length > 0 && !completeness.accepted) {
    const code = completeness.level === 'most_missing' ? 'INCOMPLETE_DATA' : 'PARTIAL_DATA';
    const failure = createJobFailure(`meta_${code.toLowerCase()}`, {
      missing: completeness.missingDays.length,
      days: completeness.days,
    });
    return issue(code, failure[language]);
  }
  if (data?.noData) return issue('NO_DATA', createJobFailure('meta_no_data')[language]);
  return null;
}
