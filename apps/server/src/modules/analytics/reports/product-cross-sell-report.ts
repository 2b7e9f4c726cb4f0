import {
  BOUGHT_TOGETHER_LIMIT,
  type BoughtTogetherRow,
  DEFAULT_MIN_PAIR_ORDERS,
  PRODUCT_PICKER_LIMIT,
  productCrossSellReportContract,
} from '@ziskomer/contracts';
import { getAssociationRule } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { queryBasketTotals } from '../queries/cross-sell-basket-totals.ts';
import { queryProductPartners } from '../queries/cross-sell-bought-together.ts';
import { queryTopPairs } from '../queries/cross-sell-pairs.ts';
import { queryProductName } from '../queries/cross-sell-product-name.ts';
import { type ProductOrders, queryProductOrders } from '../queries/cross-sell-product-orders.ts';
import type { ReportContext } from '../report-context.ts';

/**
 * The cross-sell report (issue 4 item 11, SPEC §3 product_cross_sell_analysis): pairs of
 * products bought in the same order with their frequency, support, confidence both ways, lift and
 * the average value of the orders holding them; and the 6 products bought most often with a
 * chosen one. Reads the pair rollups of migration 0011 (whole months + edge days), never the
 * order lines; the association-rule figures come from packages/domain.
 */
export const productCrossSellReport = defineReport({
  ...productCrossSellReportContract,
  async run(ctx, params) {
    const sort = params.sort ?? 'frequency';
    const minPairOrders = params.minPairs ?? DEFAULT_MIN_PAIR_ORDERS;
    const baskets = await queryBasketTotals(ctx.db, ctx.shopId, ctx.period);
    const products = await queryProductOrders(ctx.db, ctx.shopId, ctx.period);
    const byKey = new Map(products.map((product) => [product.key, product]));
    const nameOf = (key: string) => byKey.get(key)?.name ?? key;

    const top = await queryTopPairs(ctx.db, ctx.shopId, ctx.period, sort, minPairOrders);
    const pairs = top.rows.map((row) => {
      const rule = getAssociationRule({ ...row, totalOrders: baskets.orders });
      return {
        productA: { key: row.productA, name: nameOf(row.productA) },
        productB: { key: row.productB, name: nameOf(row.productB) },
        pairOrders: row.pairOrders,
        ordersA: row.ordersA,
        ordersB: row.ordersB,
        ...rule,
        totalOrderValue: row.orderValue,
        avgOrderValue: row.pairOrders > 0 ? row.orderValue / row.pairOrders : null,
      };
    });

    const selected = await getSelectedProduct(ctx, params.product, products, byKey);
    const boughtTogether = selected ? await listBoughtTogether(ctx, selected, byKey, baskets.orders) : [];
    const options = products
      .slice(0, PRODUCT_PICKER_LIMIT)
      .map(({ key, name, orders }) => ({ key, name, orders }));
    if (selected && !options.some((option) => option.key === selected.key)) options.push(selected);

    return {
      sort,
      minPairOrders,
      totals: { ...baskets, pairs: top.qualifying },
      pairs,
      products: options,
      selected,
      boughtTogether,
    };
  },
});

/** The chosen product, else the period's best seller; a chosen one that sold nothing keeps its name. */
async function getSelectedProduct(
  ctx: ReportContext,
  requested: string | undefined,
  products: ProductOrders[],
  byKey: Map<string, ProductOrders>,
): Promise<ProductOrders | null> {
  if (!requested) return products[0] ?? null;
  const sold = byKey.get(requested);
  if (sold) return sold;
  const name = await queryProductName(ctx.db, ctx.shopId, requested);
  return { key: requested, name: name ?? requested, orders: 0 };
}

/** The 6 partners with most orders together; ties to the higher lift, then the key. */
async function listBoughtTogether(
  ctx: ReportContext,
  selected: ProductOrders,
  byKey: Map<string, ProductOrders>,
  totalOrders: number,
): Promise<BoughtTogetherRow[]> {
  const partners = await queryProductPartners(ctx.db, ctx.shopId, ctx.period, selected.key);
  const rows = partners.map((partner) => {
    const other = byKey.get(partner.key);
    const orders = other?.orders ?? 0;
    const rule = getAssociationRule({
      pairOrders: partner.pairOrders,
      ordersA: selected.orders,
      ordersB: orders,
      totalOrders,
    });
    return {
      product: { key: partner.key, name: other?.name ?? partner.key },
      pairOrders: partner.pairOrders,
      orders,
      confidence: rule.confidenceAB,
      lift: rule.lift,
      avgOrderValue: partner.pairOrders > 0 ? partner.orderValue / partner.pairOrders : null,
    };
  });
  rows.sort(
    (a, b) =>
      b.pairOrders - a.pairOrders ||
      (b.lift ?? 0) - (a.lift ?? 0) ||
      (a.product.key < b.product.key ? -1 : a.product.key > b.product.key ? 1 : 0),
  );
  return rows.slice(0, BOUGHT_TOGETHER_LIMIT);
}
