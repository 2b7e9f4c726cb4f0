/**
 * The surface of the shops module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { getShopRole } from './queries/get-shop-role.ts';
export { listShopUserIds } from './queries/list-shop-user-ids.ts';
export { listUserShops, type UserShopRow } from './queries/list-user-shops.ts';
