import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProject, Project, UpdateProject } from '@ziskomer/contracts';
import { projectRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { useSelectionStore } from '../shops/selected-shop-store.ts';
import { PROJECTS_KEY, SHOPS_KEY } from '../shops/use-shops.ts';

/** Creates a project (the caller becomes its owner) and selects it. */
export function useCreateProject() {
  const queryClient = useQueryClient();
  const setProject = useSelectionStore((state) => state.setProject);
  return useMutation({
    mutationFn: (input: CreateProject) => callApi(projectRoutes.createProject, { body: input }),
    onSuccess: (project) => {
      queryClient.setQueryData<Project[]>(PROJECTS_KEY, (old) => (old ? [...old, project] : [project]));
      setProject(project.id);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

/** Renames or re-describes a project; the list shows the new text at once and rolls back on failure. */
export function useUpdateProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, input }: { projectId: string; input: UpdateProject }) =>
      callApi(projectRoutes.updateProject, { params: { projectId }, body: input }),
    onMutate: async ({ projectId, input }) => {
      await queryClient.cancelQueries({ queryKey: PROJECTS_KEY });
      const previous = queryClient.getQueryData<Project[]>(PROJECTS_KEY);
      queryClient.setQueryData<Project[]>(PROJECTS_KEY, (old) =>
        old?.map((project) => (project.id === projectId ? { ...project, ...input } : project)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(PROJECTS_KEY, context.previous);
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      // Shops carry their project's name.
      queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
    },
  });
}

/** Deletes a project (owner only); its shops change, so the shop list is reloaded too. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (projectId: string) => callApi(projectRoutes.deleteProject, { params: { projectId } }),
    onSuccess: (_data, projectId) => {
      queryClient.setQueryData<Project[]>(PROJECTS_KEY, (old) =>
        old?.filter((project) => project.id !== projectId),
      );
      queryClient.removeQueries({ queryKey: ['project', projectId] });
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
    },
  });
}
