/** The legal pages under /legal/:document (SPEC §2), in the footer's order. */
export const LEGAL_DOCUMENTS = [
  'privacy',
  'terms',
  'cookies',
  'google-api-policy',
  'facebook-data-deletion',
] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];

export function isLegalDocument(value: string | undefined): value is LegalDocument {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');
}
