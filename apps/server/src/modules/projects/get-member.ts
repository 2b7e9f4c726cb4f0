import type { ProjectMember } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { listProjectMembers } from './queries/list-project-members.ts';
import { toProjectMember } from './to-project.ts';

/** One member of a project; a user who is not a member is not found. */
export async function getMember(
  db: Kysely<Database>,
  projectId: string,
  userId: string,
): Promise<ProjectMember> {
  const [row] = await listProjectMembers(db, { projectId, userId });
  if (!row) throw new AppError('not_found');
  return toProjectMember(row);
}
