import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Transaction } from 'kysely';
import type { Deps } from './deps.ts';
import type { SessionUser } from './session-user.ts';

/** The caller's role in a shop, and what the access checks need to know about the shop. */
export interface ShopRole {
  shopId: string;
  projectId: string | null;
  createdBy: string;
  role: Role;
}

/**
 * What a use case acting for a signed-in user gets: the app's dependencies, the user, a
 * transaction carrying the user's (and shop's) row-level-security context, and the roles the
 * access check found. A route builds it after checking access; nothing in it is HTTP.
 */
export interface UseCaseScope {
  deps: Deps;
  user: SessionUser;
  /** The transaction, with the row-level-security context of the user (and shop). */
  db: Transaction<Database>;
  shop: ShopRole | undefined;
  projectRole: Role | undefined;
}

/** Who calls the public API: a shop's API key, which names the only shop the caller may touch. */
export interface ApiKeyCaller {
  shopId: string;
  apiKey: { id: string; createdBy: string | null };
}

/** What a use case acting for an API key gets: the key and its shop, in the shop's RLS context. */
export interface ApiKeyScope extends ApiKeyCaller {
  deps: Deps;
  db: Transaction<Database>;
}
