import type { Auth } from './auth.ts';

// The auth module adds its better-auth instance to the app's dependencies itself, so core/deps.ts
// needs to name no module (docs/ARCHITECTURE.md "Module surfaces").
declare module '../../core/deps.ts' {
  interface Deps {
    /** better-auth, configured for Ziskomer (`createAuth`). */
    auth: Auth;
  }
}
