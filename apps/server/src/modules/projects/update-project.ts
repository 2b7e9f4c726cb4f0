import type { Project, UpdateProject } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { recordActivity } from '../activity/index.ts';
import { getProject } from './get-project.ts';
import { updateProject as updateProjectRow } from './queries/update-project.ts';

/** Renames or re-describes a project (admins and owners; the schema accepts no other field). */
export async function updateProject(
  scope: UseCaseScope,
  projectId: string,
  input: UpdateProject,
): Promise<Project> {
  await updateProjectRow(scope.db, { projectId, ...input, updatedAt: scope.deps.now() });
  const project = await getProject(scope, projectId);
  await recordActivity(scope, {
    kind: 'project',
    action: 'project_updated',
    details: { projectId, projectName: project.name, fields: Object.keys(input) },
  });
  return project;
}
