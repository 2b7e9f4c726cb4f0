import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getProject } from './get-project.ts';
import { deleteProject as deleteProjectRow } from './queries/delete-project.ts';

/** Deletes a project (owners only); its shops stay and become unassigned. */
export async function deleteProject(scope: UseCaseScope, projectId: string): Promise<void> {
  const project = await getProject(scope, projectId);
  await deleteProjectRow(scope.db, projectId);
  await recordActivity(scope, {
    kind: 'project',
    action: 'project_deleted',
    details: { projectId, projectName: project.name, shopCount: project.shopCount },
  });
}
