/**
 * The surface of the notifications module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { createNotification } from './create-notification.ts';
