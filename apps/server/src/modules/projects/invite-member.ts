import type { ProjectMember, Role } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { assertCanGrantRole } from './assert-member-change.ts';
import { getMember } from './get-member.ts';
import { findUserByEmail } from './queries/find-user-by-email.ts';
import { insertProjectMember } from './queries/insert-project-member.ts';

/**
 * Adds an existing user to a project by e-mail (already trimmed and lower-cased by the schema,
 * SPEC §5). Unknown address → user_not_found_by_email; already a member → already_member.
 */
export async function inviteMember(
  scope: UseCaseScope,
  projectId: string,
  input: { email: string; role: Role },
): Promise<ProjectMember> {
  assertCanGrantRole(scope.projectRole!, input.role);
  const user = await findUserByEmail(scope.db, input.email);
  if (!user) throw new AppError('user_not_found_by_email');
  const added = await insertProjectMember(scope.db, {
    projectId,
    userId: user.id,
    role: input.role,
    joinedAt: scope.deps.now(),
  });
  if (!added) throw new AppError('already_member');
  await recordActivity(scope, {
    kind: 'project',
    action: 'member_invited',
    details: { projectId, email: user.email, role: input.role },
  });
  return getMember(scope.db, projectId, user.id);
}
