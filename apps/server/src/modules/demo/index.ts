/**
 * The surface of the demo module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { demoFillJob } from './demo-fill-job.ts';
export { ensureDemoAccount } from './ensure-demo-account.ts';
export { queueDemoFill } from './fill-demo-shops.ts';
