import type { Project, ProjectMember } from '@ziskomer/contracts';
import type { ProjectMemberRow } from './queries/list-project-members.ts';
import type { UserProjectRow } from './queries/list-user-projects.ts';

/** The API shape of a project as one user sees it. */
export function toProject(row: UserProjectRow): Project {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The API shape of a project member. */
export function toProjectMember(row: ProjectMemberRow): ProjectMember {
  return { ...row, joinedAt: row.joinedAt.toISOString() };
}
