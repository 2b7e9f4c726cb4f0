import { type AdSpendRow, adSpendRowInputSchema, findUnstorableText, isErrorCode } from '@ziskomer/contracts';
import { translateError } from '@ziskomer/i18n';

/** Why a row of ad spend cannot be stored: the field, a code and an English message. */
export interface AdSpendRowIssue {
  path: string;
  code: string;
  message: string;
  /** The longest a text may be, for `too_big` on a string. */
  maxLength?: number;
}

export type AdSpendRowCheck = { ok: true; row: AdSpendRow } | { ok: false; issues: AdSpendRowIssue[] };

/**
 * The one validation of an ad-spend row, whichever way it came (API, CSV import): the canonical
 * schema (after text the database cannot store, such as a NUL byte), then the shop's currency — POAS would otherwise divide korunas by euros.
 */
export function checkAdSpendRow(input: unknown, shopCurrency: string): AdSpendRowCheck {
  const unstorable = findUnstorableText(input);
  if (unstorable !== null) {
    const message = translateError('invalid_characters', 'en');
    return { ok: false, issues: [{ path: unstorable, code: 'invalid_characters', message }] };
  }
  const parsed = adSpendRowInputSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        // A contract that names an error code (the date's `date_invalid`) answers with that code.
        ...(isErrorCode(issue.message)
          ? { code: issue.message, message: translateError(issue.message, 'en') }
          : { code: issue.code, message: issue.message }),
        ...(issue.code === 'too_big' && issue.origin === 'string'
          ? { maxLength: Number(issue.maximum) }
          : {}),
      })),
    };
  }
  if (parsed.data.currency !== shopCurrency) {
    return {
      ok: false,
      issues: [
        {
          path: 'currency',
          code: 'currency_mismatch',
          message: `The shop keeps its figures in ${shopCurrency}; convert the cost before sending it`,
        },
      ],
    };
  }
  return { ok: true, row: parsed.data };
}
