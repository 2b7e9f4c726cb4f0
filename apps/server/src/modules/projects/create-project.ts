import type { CreateProject, Project } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getProject } from './get-project.ts';
import { insertProject } from './queries/insert-project.ts';
import { insertProjectMember } from './queries/insert-project-member.ts';

/** Creates a project; its creator becomes its owner (SPEC §6). */
export async function createProject(
  scope: UseCaseScope,
  input: Required<Pick<CreateProject, 'name' | 'description'>>,
): Promise<Project> {
  const now = scope.deps.now();
  const projectId = await insertProject(scope.db, { ...input, createdBy: scope.user.id, createdAt: now });
  await insertProjectMember(scope.db, { projectId, userId: scope.user.id, role: 'owner', joinedAt: now });
  await recordActivity(scope, {
    kind: 'project',
    action: 'project_created',
    details: { projectId, projectName: input.name },
  });
  return getProject(scope, projectId);
}
