/**
 * The surface of the projects module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { findUserByEmail } from './queries/find-user-by-email.ts';
export { getProjectRole } from './queries/get-project-role.ts';
