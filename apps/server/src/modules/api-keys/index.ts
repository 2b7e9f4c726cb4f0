/**
 * The surface of the api-keys module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { authenticateApiKey } from './authenticate-api-key.ts';
