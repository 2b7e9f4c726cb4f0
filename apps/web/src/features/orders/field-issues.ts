import { ApiError } from '../../lib/api.ts';

/**
 * Problems with the fields of a form, by the field's path as the API names it ('orderId',
 * 'items.0.unitPrice') → an issue code. The codes are zod's (too_big, too_small, invalid_format …),
 * the API's own (invalid_date, customer_exists …) and the forms' (required, not_a_number, no_lines).
 */
export type FieldIssues = Record<string, string>;

interface IssueLike {
  path: string | readonly PropertyKey[];
  code: string;
}

/** The first issue of each path. */
export function collectFieldIssues(issues: readonly IssueLike[]): FieldIssues {
  const found: FieldIssues = {};
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : issue.path.map(String).join('.');
    found[path] ??= issue.code;
  }
  return found;
}

/** The field issues of a failed API call (422, or a 409 that names its field), or null when it has none. */
export function readServerFieldIssues(error: unknown): FieldIssues | null {
  if (!(error instanceof ApiError)) return null;
  const details = error.details as { issues?: unknown } | undefined;
  if (!Array.isArray(details?.issues)) return null;
  const issues = details.issues.filter(
    (issue): issue is IssueLike =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as IssueLike).code === 'string' &&
      typeof (issue as IssueLike).path === 'string',
  );
  return issues.length > 0 ? collectFieldIssues(issues) : null;
}

/** Drops the issue of a field the user has just changed (and of its sub-fields). */
export function clearFieldIssue(issues: FieldIssues, path: string): FieldIssues {
  const next: FieldIssues = {};
  for (const [key, code] of Object.entries(issues)) {
    if (key !== path && !key.startsWith(`${path}.`)) next[key] = code;
  }
  return next;
}

const AMOUNT_FIELD = /(^|\.)(quantity|unitPrice|margin|revenue)$/;
const EMAIL_FIELD = /(^|\.)(email|customerEmail)$/i;

/**
 * The i18n key (in the 'orders' namespace) of an issue's message, chosen by the code and the kind
 * of field: the API names only the code, so "too small" reads differently for a name and a price.
 */
export function getIssueMessageKey(path: string, code: string): string {
  const amount = AMOUNT_FIELD.test(path);
  switch (code) {
    case 'required':
    case 'no_lines':
    case 'not_a_number':
    case 'customer_exists':
    case 'order_exists':
    case 'impossible_date':
    case 'date_out_of_range':
      return `issues.${code}`;
    case 'invalid_date':
    case 'empty':
      return 'issues.invalid_date';
    case 'too_small':
      if (!amount) return 'issues.required';
      return path.endsWith('quantity') ? 'issues.quantity_positive' : 'issues.not_negative';
    case 'too_big':
      return amount ? 'issues.number_too_big' : 'issues.too_long';
    case 'invalid_format':
    case 'invalid_type':
      if (EMAIL_FIELD.test(path)) return 'issues.invalid_email';
      if (amount) return 'issues.not_a_number';
      if (path === 'orderDate') return 'issues.invalid_date';
      return 'issues.invalid';
    default:
      return 'issues.invalid';
  }
}
