/**
 * The surface of the auth module: everything code outside it may import from it. Other
 * modules, jobs/ and http/ import only this file (docs/ARCHITECTURE.md "Module surfaces").
 */
export { CLIENT_IP_HEADER, createAuth } from './auth.ts';
export { DEMO_EMAIL } from './demo-account-email.ts';
export { handleAuthRequest } from './handle-auth-request.ts';
