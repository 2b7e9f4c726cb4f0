import type { MetaAdAccount } from '@ziskomer/contracts';
import type { MetaGraphClient } from './meta-graph-client.ts';

/** The ad accounts the Meta user reaches (`GET /me/adaccounts`, every page), by name. */
export async function fetchMetaAdAccounts(graph: MetaGraphClient): Promise<MetaAdAccount[]> {
  const rows = await graph.list('me/adaccounts', {
    fields: 'account_id,name,currency,timezone_name,account_status',
    limit: '100',
  });
  const accounts: MetaAdAccount[] = [];
  for (const row of rows) {
    const id =
      typeof row.account_id === 'string' ? row.account_id : String(row.id ?? '').replace(/^act_/, '');
    if (!/^\d{1,25}$/.test(id)) continue;
    accounts.push({
      id,
      name: (typeof row.name === 'string' && row.name.trim()) || `act_${id}`,
      currency: typeof row.currency === 'string' ? row.currency : 'CZK',
      timeZone: typeof row.timezone_name === 'string' ? row.timezone_name : 'Europe/Prague',
      status: typeof row.account_status === 'number' ? row.account_status : 1,
    });
  }
  return accounts.sort((a, b) => a.name.localeCompare(b.name, 'cs'));
}
