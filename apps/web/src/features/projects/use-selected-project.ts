import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/notify.ts';
import { useSelectionStore } from '../shops/selected-shop-store.ts';
import { useProjects } from '../shops/use-shops.ts';
import { pickProject } from './pick-project.ts';

/**
 * The selected project and a way to change it. Selecting a project that is not in the user's list
 * (a stale link, a project the user has just left) is refused with 'Projekt není dostupný'.
 */
export function useSelectedProject() {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const storedId = useSelectionStore((state) => state.projectId);
  const setProject = useSelectionStore((state) => state.setProject);
  const project = projects.data ? pickProject(projects.data, storedId) : null;

  const selectProject = useCallback(
    (projectId: string): boolean => {
      if (!projects.data?.some((candidate) => candidate.id === projectId)) {
        notify.error(t('notAvailable'));
        return false;
      }
      setProject(projectId);
      return true;
    },
    [projects.data, setProject, t],
  );

  return { project, projects, selectProject };
}
