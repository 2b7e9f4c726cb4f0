/**
 * The address of the built-in demo account, which every visitor of "Try the demo" shares. The
 * auth module owns it because it keeps that account read-only (demo-account-guard.ts); the demo
 * module creates the account and signs visitors in to it.
 */
export const DEMO_EMAIL = 'demo@ziskomer.cz';
