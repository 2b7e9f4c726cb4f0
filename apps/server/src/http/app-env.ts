import type { Database, Engine } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { Auth } from '../modules/auth/auth.ts';

/** Everything the app is built from; injected, so tests build it with their own parts. */
export interface Deps {
  db: Kysely<Database>;
  engine: Engine;
  auth: Auth;
  mailer: Mailer;
  config: Config;
  now: () => Date;
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
