import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { lockProjectOwners } from './queries/lock-project-owners.ts';

/** A project always keeps an owner: the last one can be neither demoted nor removed, nor leave. */
export async function assertKeepsAnOwner(db: Kysely<Database>, projectId: string, losingOwnerId: string) {
  const owners = await lockProjectOwners(db, projectId);
  if (owners.every((id) => id === losingOwnerId)) throw new AppError('last_owner');
}
