/**
 * The operator's details, configured once when the web app is built (COMPANY_NAME, COMPANY_ID,
 * COMPANY_ADDRESS; the address's lines are separated by commas). A detail that is not configured
 * is left out, never shown as a placeholder.
 */
export interface Company {
  name: string;
  /** The company's registration number (IČO), when configured. */
  id: string | null;
  addressLines: string[];
}

const env = import.meta.env as Record<string, string | undefined>;

export function readCompany(source: Record<string, string | undefined> = env): Company {
  const name = source.COMPANY_NAME?.trim() || 'Ziskoměr';
  const rawId = source.COMPANY_ID?.trim() ?? '';
  // An all-zero number is the placeholder of a template, not a registration: left out.
  const id = rawId && !/^0+$/.test(rawId) ? rawId : null;
  const addressLines = (source.COMPANY_ADDRESS ?? '')
    .split(',')
    .map((line) => line.trim())
    .filter(Boolean);
  return { name, id, addressLines };
}

export const company: Company = readCompany();

/** The operator in one line for legal texts: name, address and IČO as far as configured. */
export function describeOperator(details: Company = company) {
  return [details.name, ...details.addressLines, ...(details.id ? [`IČO ${details.id}`] : [])].join(', ');
}
