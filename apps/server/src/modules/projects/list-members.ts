import type { ProjectMember } from '@ziskomer/contracts';
import type { RequestScope } from '../../http/define-route.ts';
import { listProjectMembers } from './queries/list-project-members.ts';
import { toProjectMember } from './to-project.ts';

export async function listMembers(scope: RequestScope, projectId: string): Promise<ProjectMember[]> {
  const rows = await listProjectMembers(scope.db, { projectId });
  return rows.map(toProjectMember);
}
