import type { AgencyOverview, AgencyQuery, AgencyShopRow } from '@ziskomer/contracts';
import { setScope } from '@ziskomer/db';
import { BREAK_EVEN_POAS } from '@ziskomer/domain';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listUserShops } from '../shops/index.ts';
import { getAgencyShopRow } from './get-agency-shop-row.ts';
import { getShopBudgetUse } from './get-shop-budget-use.ts';
import { sumAgencyTotals } from './sum-agency-totals.ts';

/**
 * /agency: every shop the signed-in user reaches — the same query as GET /api/shops, so a shop
 * without the user's access row or project membership never appears — side by side, with totals
 * over exactly those shops. `query.shops` only narrows that set; an id outside it is ignored.
 *
 * The scope is never cached: it is read afresh on every request, so a revoked access drops the
 * shop from the very next answer and one user's set of shops can never be served to another. The
 * only cache on the way is the budget status (keyed by shop and budget, consulted only for shops
 * this user was just found to reach). Each shop is read under its own row-level-security scope in
 * the request's transaction, which is left at the user's scope afterwards.
 */
export async function getAgencyOverview(scope: UseCaseScope, query: AgencyQuery): Promise<AgencyOverview> {
  const userId = scope.user.id;
  const wanted = query.shops ? new Set(query.shops) : null;
  const shops = (await listUserShops(scope.db, { userId })).filter((shop) => !wanted || wanted.has(shop.id));
  const rows: AgencyShopRow[] = [];
  for (const shop of shops) {
    await setScope(scope.db, { userId, shopId: shop.id });
    const figures = await getAgencyShopRow(scope.db, shop, query, scope.deps.now());
    rows.push({ ...figures, ...(await getShopBudgetUse(scope, shop.id)) });
  }
  await setScope(scope.db, { userId });
  return { breakEvenPoas: BREAK_EVEN_POAS, shops: rows, totals: sumAgencyTotals(rows) };
}
