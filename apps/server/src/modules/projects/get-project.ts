import type { Project } from '@ziskomer/contracts';
import { AppError } from '../../core/app-error.ts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listUserProjects } from './queries/list-user-projects.ts';
import { toProject } from './to-project.ts';

/** One project as the signed-in member sees it. */
export async function getProject(
  scope: Pick<UseCaseScope, 'db' | 'user'>,
  projectId: string,
): Promise<Project> {
  const [row] = await listUserProjects(scope.db, { userId: scope.user.id, projectId });
  if (!row) throw new AppError('project_not_found');
  return toProject(row);
}
