import type { Database, Engine, ReclaimedTable, ShopReader } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { AddressPolicy } from '../lib/guarded-fetch/resolve-outbound-address.ts';
import type { Mailer } from '../lib/mailer.ts';

/**
 * Everything the app is built from; injected, so tests build it with their own parts. It lives in
 * core because use cases and jobs take it, not only the HTTP layer.
 *
 * A dependency that a module builds adds its own field by augmenting this interface (the auth
 * module adds `auth`, see `modules/auth/auth-deps.ts`), so core names no module.
 */
export interface Deps {
  /** For requests. */
  db: Kysely<Database>;
  /** For background work: the job runner, every job handler, the demo fill (DbHandle.backgroundDb). */
  backgroundDb: Kysely<Database>;
  /** How long the longest-waiting request has waited for a database connection (DbHandle.requestWaitMs). */
  requestWaitMs: () => number;
  engine: Engine;
  /** Embedded PGlite only: its vacuum, which the job runner runs after each job (DbHandle.reclaimDeadRows). */
  reclaimDeadRows?: () => Promise<ReclaimedTable[]>;
  /** The SQL editor's reads as the shop's own database role (DbHandle.shopReader). */
  shopReader: ShopReader;
  mailer: Mailer;
  config: Config;
  now: () => Date;
  /** Waits between tries of an outside call (token refresh); tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /**
   * Overrides of the outbound guard's strict address policy (DESIGN §7). Production leaves it
   * unset; tests allow their local fake servers' address here and nothing more.
   */
  outboundPolicy?: Partial<AddressPolicy>;
}
