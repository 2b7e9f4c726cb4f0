/**
 * The surface of the activity module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { recordActivity } from './record-activity.ts';
