import { hasRole } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { getProjectRole } from '../projects/index.ts';

/** Putting a shop into a project needs admin or owner there; a project the user is not in is not found. */
export async function assertCanUseProject(
  db: Kysely<Database>,
  projectId: string,
  userId: string,
): Promise<void> {
  const role = await getProjectRole(db, projectId, userId);
  if (!role) throw new AppError('project_not_found');
  if (!hasRole(role, 'admin')) throw new AppError('forbidden');
}
