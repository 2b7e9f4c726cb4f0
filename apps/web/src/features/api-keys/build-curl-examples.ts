import { publicApiRoutes, routeUrl } from '@ziskomer/contracts';

/** The shell variable the examples read the key from, so a pasted example never contains it. */
export const API_KEY_VARIABLE = 'ZISKOMER_API_KEY';

export interface CurlExamples {
  /** `export ZISKOMER_API_KEY=…` with a placeholder for the key. */
  setKey: string;
  orders: string;
  imports: string;
  status: string;
}

const SAMPLE_BATCH = {
  orders: [
    {
      orderId: '2024-000123',
      orderDate: '2024-12-31T14:05:00+01:00',
      customerEmail: 'jana.novakova@example.cz',
      revenue: 778,
      currency: 'CZK',
      paid: true,
      items: [{ productName: 'Káva Etiopie 250 g', quantity: 2, unitPrice: 389 }],
    },
  ],
};

/**
 * Ready-to-run curl commands for the public API at `origin` (the app's own address). The key is
 * read from a shell variable; `keyPlaceholder` is what the user replaces in the first line.
 */
export function buildCurlExamples(origin: string, keyPlaceholder: string): CurlExamples {
  const base = origin.replace(/\/+$/, '');
  const { upsertOrders, createCsvImport, getCsvImport } = publicApiRoutes;
  const auth = `-H "Authorization: Bearer $${API_KEY_VARIABLE}"`;
  return {
    setKey: `export ${API_KEY_VARIABLE}="${keyPlaceholder}"`,
    orders: [
      `curl -X POST "${base}${routeUrl(upsertOrders)}" \\`,
      `  ${auth} \\`,
      `  -H "Content-Type: application/json" \\`,
      `  -H "Idempotency-Key: $(uuidgen)" \\`,
      `  -d '${JSON.stringify(SAMPLE_BATCH)}'`,
    ].join('\n'),
    imports: [
      `curl -X POST "${base}${routeUrl(createCsvImport, {}, { invalidRowPolicy: 'skip' })}" \\`,
      `  ${auth} \\`,
      `  -H "Content-Type: text/csv" \\`,
      `  --data-binary @objednavky.csv`,
    ].join('\n'),
    // The placeholder is shown as written, not percent-encoded.
    status: `curl "${base}${getCsvImport.path.replace('{importId}', '<importId>')}" \\\n  ${auth}`,
  };
}
