import type { Project } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { listUserProjects } from './queries/list-user-projects.ts';
import { toProject } from './to-project.ts';

/** The signed-in user's projects, owned ones first. */
export async function listProjects(scope: UseCaseScope): Promise<Project[]> {
  const rows = await listUserProjects(scope.db, { userId: scope.user.id });
  return rows.map(toProject);
}
