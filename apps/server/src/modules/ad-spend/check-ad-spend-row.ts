import { type AdSpendRow, adSpendRowInputSchema } from '@ziskomer/contracts';

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
 * schema, then the shop's currency — POAS would otherwise divide korunas by euros.
 */
export function checkAdSpendRow(input: unknown, shopCurrency: string): AdSpendRowCheck {
  const parsed = adSpendRowInputSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((issue) => ({
        path: issue.path.map(String).join('.'),
        code: issue.code,
        message: issue.message,
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
