import type { ProjectMember } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listProjectMembers } from './queries/list-project-members.ts';
import { toProjectMember } from './to-project.ts';

export async function listMembers(scope: UseCaseScope, projectId: string): Promise<ProjectMember[]> {
  const rows = await listProjectMembers(scope.db, { projectId });
  return rows.map(toProjectMember);
}
