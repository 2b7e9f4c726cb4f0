/**
 * The surface of the tasks module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { countOpenTasks } from './queries/count-tasks-by-status.ts';
