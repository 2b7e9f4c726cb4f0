import type { GoogleAdsAccount, GoogleAdsAccountTree } from '@ziskomer/contracts';
import { GoogleApiError } from '../google-api/google-api-error.ts';
import type { GoogleAdsApi, GoogleAdsRow } from './google-ads-api.ts';

const CUSTOMER_QUERY = `SELECT customer.id, customer.descriptive_name, customer.currency_code, customer.time_zone,
  customer.manager, customer.test_account, customer.status FROM customer LIMIT 1`;
const CLIENTS_QUERY = `SELECT customer_client.id, customer_client.descriptive_name, customer_client.currency_code,
  customer_client.time_zone, customer_client.status, customer_client.manager, customer_client.test_account
  FROM customer_client WHERE customer_client.level = 1`;

/**
 * The accounts of SPEC §3: every customer the Google user reaches, split into basic accounts and
 * managers (MCC), each manager with its direct clients ('Client {id}' when unnamed). A customer
 * Google refuses to describe (deactivated, no access) is left out; a manager whose client list
 * fails has no clients (SPEC §7: "failure yields an empty list"). Failures of the whole call
 * (token, developer token, quota) are thrown.
 */
export async function fetchGoogleAdsAccounts(api: GoogleAdsApi): Promise<GoogleAdsAccountTree> {
  const ids = await api.listAccessibleCustomers();
  const tree: GoogleAdsAccountTree = { basic: [], managers: [] };
  for (const id of ids) {
    let row: GoogleAdsRow | undefined;
    try {
      [row] = await api.search(id, CUSTOMER_QUERY, id);
    } catch (error) {
      if (isAccountScoped(error)) continue;
      throw error;
    }
    const customer = row?.customer;
    if (!customer) continue;
    const account = toAccount(customer, id, 'Account');
    if (customer.manager === true) {
      let clients: GoogleAdsRow[] = [];
      try {
        clients = await api.search(id, CLIENTS_QUERY, id);
      } catch (error) {
        if (!isAccountScoped(error)) throw error;
      }
      tree.managers.push({
        ...account,
        clients: clients
          .map((client) => client.customerClient)
          .filter((client): client is Record<string, unknown> => !!client && client.manager !== true)
          .map((client) => toAccount(client, String(client.id ?? ''), 'Client')),
      });
    } else {
      tree.basic.push(account);
    }
  }
  return tree;
}

/** A refusal about one customer (no access, not enabled), not about the whole grant. */
function isAccountScoped(error: unknown): boolean {
  return (
    error instanceof GoogleApiError &&
    error.status === 403 &&
    error.errorCode !== 'authorizationError.DEVELOPER_TOKEN_NOT_APPROVED'
  );
}

function toAccount(
  source: Record<string, unknown>,
  fallbackId: string,
  unnamed: 'Account' | 'Client',
): GoogleAdsAccount {
  const id = String(source.id ?? fallbackId);
  const name =
    typeof source.descriptiveName === 'string' && source.descriptiveName.trim()
      ? source.descriptiveName.trim()
      : `${unnamed} ${id}`;
  return {
    id,
    name,
    status: typeof source.status === 'string' ? source.status : 'ENABLED',
    currency: typeof source.currencyCode === 'string' ? source.currencyCode : 'CZK',
    timeZone: typeof source.timeZone === 'string' ? source.timeZone : 'Europe/Prague',
    testAccount: source.testAccount === true,
  };
}
