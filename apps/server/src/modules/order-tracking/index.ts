/**
 * The surface of the order-tracking module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { generatePublicKey, generateSecret } from './generate-tracking-keys.ts';
export { insertOrderEvent } from './queries/insert-order-event.ts';
export { insertTrackingKeys } from './queries/upsert-tracking-keys.ts';
export type { OrderEventValues } from './to-order-event-values.ts';
export { encryptTrackingSecret } from './tracking-secret-cipher.ts';
