import type { ProjectMember, Role } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { assertKeepsAnOwner } from './assert-keeps-an-owner.ts';
import { assertCanChangeRole } from './assert-member-change.ts';
import { getMember } from './get-member.ts';
import { updateMemberRole } from './queries/update-member-role.ts';

export async function changeMemberRole(
  scope: UseCaseScope,
  projectId: string,
  userId: string,
  role: Role,
): Promise<ProjectMember> {
  const member = await getMember(scope.db, projectId, userId);
  assertCanChangeRole({ actorRole: scope.projectRole!, targetRole: member.role, newRole: role });
  if (member.role === 'owner' && role !== 'owner') await assertKeepsAnOwner(scope.db, projectId, userId);
  await updateMemberRole(scope.db, { projectId, userId, role });
  await recordActivity(scope, {
    kind: 'project',
    action: 'member_role_changed',
    details: { projectId, email: member.email, from: member.role, to: role },
  });
  return { ...member, role };
}
