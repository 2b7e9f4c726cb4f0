import { type CustomerInput, customerInputSchema } from '@ziskomer/contracts';
import { collectFieldIssues, type FieldIssues } from '../orders/field-issues.ts';

/** The customer form (/customers/new) as typed. */
export interface CustomerDraft {
  email: string;
  name: string;
  phone: string;
  city: string;
  country: string;
  zip: string;
}

export const EMPTY_CUSTOMER_DRAFT: CustomerDraft = {
  email: '',
  name: '',
  phone: '',
  city: '',
  country: '',
  zip: '',
};

/**
 * Checks the form with the API's own contract and builds the body of POST …/customers (empty
 * optional fields left out), or names each field's problem by its API path.
 */
export function buildCustomerInput(
  draft: CustomerDraft,
): { ok: true; input: CustomerInput } | { ok: false; issues: FieldIssues } {
  if (draft.email.trim() === '') {
    const rest = buildCustomerInput({ ...draft, email: 'placeholder@example.cz' });
    return { ok: false, issues: { email: 'required', ...(rest.ok ? {} : rest.issues) } };
  }
  const input: CustomerInput = { email: draft.email };
  for (const key of ['name', 'phone', 'city', 'country', 'zip'] as const) {
    const value = draft[key].trim();
    if (value) input[key] = value;
  }
  const parsed = customerInputSchema.safeParse(input);
  if (!parsed.success) return { ok: false, issues: collectFieldIssues(parsed.error.issues) };
  return { ok: true, input: parsed.data };
}
