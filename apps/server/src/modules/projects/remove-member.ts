import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { assertKeepsAnOwner } from './assert-keeps-an-owner.ts';
import { assertCanRemoveMember } from './assert-member-change.ts';
import { getMember } from './get-member.ts';
import { deleteProjectMember } from './queries/delete-project-member.ts';

/** Removes a member, or lets the signed-in user leave (any role, but never the last owner). */
export async function removeMember(scope: UseCaseScope, projectId: string, userId: string): Promise<void> {
  const isSelf = userId === scope.user.id;
  const member = await getMember(scope.db, projectId, userId);
  assertCanRemoveMember({ actorRole: scope.projectRole!, targetRole: member.role, isSelf });
  if (member.role === 'owner') await assertKeepsAnOwner(scope.db, projectId, userId);
  await deleteProjectMember(scope.db, { projectId, userId });
  await recordActivity(scope, {
    kind: 'project',
    action: isSelf ? 'project_left' : 'member_removed',
    details: { projectId, email: member.email, role: member.role },
  });
}
