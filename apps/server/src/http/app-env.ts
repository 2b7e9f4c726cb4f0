import type { Database, Engine } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { AddressPolicy } from '../lib/guarded-fetch/resolve-outbound-address.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { Auth } from '../modules/auth/auth.ts';

/** Everything the app is built from; injected, so tests build it with their own parts. */
export interface Deps {
  /** For requests. */
  db: Kysely<Database>;
  /** For background work: the job runner, every job handler, the demo fill (DbHandle.backgroundDb). */
  backgroundDb: Kysely<Database>;
  /** How long the longest-waiting request has waited for a database connection (DbHandle.requestWaitMs). */
  requestWaitMs: () => number;
  engine: Engine;
  auth: Auth;
  mailer: Mailer;
  config: Config;
  now: () => Date;
  /**
   * Overrides of the outbound guard's strict address policy (DESIGN §7). Production leaves it
   * unset; tests allow their local fake servers' address here and nothing more.
   */
  outboundPolicy?: Partial<AddressPolicy>;
}

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface AppEnv {
  Variables: {
    deps: Deps;
    user: SessionUser | undefined;
    sessionId: string | undefined;
    requestId: string;
  };
}
