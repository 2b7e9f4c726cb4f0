import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteMember, Project, ProjectMember, Role } from '@ziskomer/contracts';
import { projectRoutes } from '@ziskomer/contracts';
import { callApi } from '../../lib/api.ts';
import { PROJECTS_KEY, SHOPS_KEY } from '../shops/use-shops.ts';

export const membersKey = (projectId: string) => ['project', projectId, 'members'] as const;

export function useProjectMembers(projectId: string | null) {
  return useQuery({
    queryKey: membersKey(projectId ?? ''),
    queryFn: () =>
      callApi(projectRoutes.listProjectMembers, { params: { projectId: projectId ?? '' } }).then(
        (r) => r.items,
      ),
    enabled: projectId !== null,
  });
}

/** Adds an existing user to the project by e-mail; the member count in the project list changes too. */
export function useInviteMember(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: InviteMember) =>
      callApi(projectRoutes.inviteProjectMember, { params: { projectId }, body: input }),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: membersKey(projectId) });
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    },
  });
}

/** Changes a member's role; the list shows the new role at once and rolls back on failure. */
export function useUpdateMemberRole(projectId: string) {
  const queryClient = useQueryClient();
  const key = membersKey(projectId);
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: Role }) =>
      callApi(projectRoutes.changeProjectMemberRole, { params: { projectId, userId }, body: { role } }),
    onMutate: async ({ userId, role }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<ProjectMember[]>(key);
      queryClient.setQueryData<ProjectMember[]>(key, (old) =>
        old?.map((member) => (member.userId === userId ? { ...member, role } : member)),
      );
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: key });
      // The caller's own role may have changed (e.g. ownership handed over).
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
    },
  });
}

/**
 * Removes a member, or the caller themself ("leave project"). Leaving drops the project from the
 * caller's lists, so projects and shops are reloaded and another project gets selected.
 */
export function useRemoveMember(projectId: string) {
  const queryClient = useQueryClient();
  const key = membersKey(projectId);
  return useMutation({
    mutationFn: ({ userId }: { userId: string; isSelf: boolean }) =>
      callApi(projectRoutes.removeProjectMember, { params: { projectId, userId } }),
    onSuccess: (_data, { userId, isSelf }) => {
      if (isSelf) {
        queryClient.setQueryData<Project[]>(PROJECTS_KEY, (old) =>
          old?.filter((project) => project.id !== projectId),
        );
        queryClient.removeQueries({ queryKey: key });
      } else {
        queryClient.setQueryData<ProjectMember[]>(key, (old) =>
          old?.filter((member) => member.userId !== userId),
        );
      }
    },
    onSettled: (_data, _error, { isSelf }) => {
      if (!isSelf) queryClient.invalidateQueries({ queryKey: key });
      queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
      queryClient.invalidateQueries({ queryKey: SHOPS_KEY });
    },
  });
}
