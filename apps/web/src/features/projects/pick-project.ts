import type { Project } from '@ziskomer/contracts';

/**
 * The project the app works in (SPEC §4): the stored choice while it is still in the list,
 * otherwise the first project the user owns, otherwise the first one. Removing the selected
 * project therefore selects another without any extra step.
 */
export function pickProject(projects: Project[], storedId: string | null): Project | null {
  return (
    projects.find((project) => project.id === storedId) ??
    projects.find((project) => project.role === 'owner') ??
    projects[0] ??
    null
  );
}
