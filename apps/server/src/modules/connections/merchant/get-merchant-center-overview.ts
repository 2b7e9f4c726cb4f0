import { type MerchantCenterOverview, type MerchantIssue, merchantIssueSchema } from '@ziskomer/contracts';
import type { Language } from '@ziskomer/i18n';
import { sql } from 'kysely';
import { z } from 'zod';
import type { UseCaseScope } from '../../../core/use-case-scope.ts';
import { readGoogleProductHead } from '../read-google-product-head.ts';

const LISTED = 200;
const issuesSchema = z.array(merchantIssueSchema);

/**
 * /merchant-center: the connection and its account, how many products are approved, disapproved
 * and pending, the most frequent reasons of disapproval, and the products that need attention.
 */
export async function getMerchantCenterOverview(
  scope: UseCaseScope,
  shopId: string,
  language: Language,
): Promise<MerchantCenterOverview> {
  const { head, row } = await readGoogleProductHead(scope, shopId, 'google_merchant', language);
  const counts = { approved: 0, disapproved: 0, pending: 0 };
  if (!row) return { ...head, counts, topIssues: [], products: [] };
  const byStatus = await scope.db
    .selectFrom('merchant_products')
    .select(['status', sql<string | number>`count(*)`.as('count')])
    .where('shop_id', '=', shopId)
    .where('connection_id', '=', row.id)
    .groupBy('status')
    .execute();
  for (const entry of byStatus) counts[entry.status] = Number(entry.count);
  const topIssues = await sql<{ code: string; description: string; products: string | number }>`
    SELECT issue->>'code' AS code, min(issue->>'description') AS description, count(DISTINCT p.product_id) AS products
    FROM merchant_products p, jsonb_array_elements(p.issues) AS issue
    WHERE p.shop_id = ${shopId} AND p.connection_id = ${row.id} AND p.status = 'disapproved'
    GROUP BY issue->>'code' ORDER BY count(DISTINCT p.product_id) DESC, issue->>'code' LIMIT 10`.execute(
    scope.db,
  );
  const products = await scope.db
    .selectFrom('merchant_products')
    .select(['product_id', 'offer_id', 'title', 'status', 'issues'])
    .where('shop_id', '=', shopId)
    .where('connection_id', '=', row.id)
    .where('status', '!=', 'approved')
    .orderBy(sql`CASE status WHEN 'disapproved' THEN 0 ELSE 1 END`)
    .orderBy('title')
    .limit(LISTED)
    .execute();
  return {
    ...head,
    counts,
    topIssues: topIssues.rows.map((entry) => ({ ...entry, products: Number(entry.products) })),
    products: products.map((entry) => {
      const issues = issuesSchema.safeParse(entry.issues);
      return {
        productId: entry.product_id,
        offerId: entry.offer_id,
        title: entry.title,
        status: entry.status,
        issues: issues.success ? issues.data : ([] as MerchantIssue[]),
      };
    }),
  };
}
