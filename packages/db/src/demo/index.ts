export { createRandom, type Random } from './create-random.ts';
export { DEMO_SHOP_PROFILES, getShopProfile } from './demo-shop-profiles.ts';
export {
  type GeneratedOrdersSummary,
  type GenerateOrdersOptions,
  generateOrders,
} from './generate-orders.ts';
export {
  createOrdersCsvChunks,
  ORDER_CSV_COLUMNS,
  type OrdersCsvCounts,
  type OrdersCsvOptions,
  writeOrdersCsv,
} from './orders-to-csv.ts';
export type { DemoProduct, ShopProfile, ShopProfileId } from './shop-profile.ts';
export { widenCatalogue } from './widen-catalogue.ts';
