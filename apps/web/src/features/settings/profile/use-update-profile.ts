import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfile } from '@ziskomer/contracts';
import { meRoutes } from '@ziskomer/contracts';
import { callApi } from '../../../lib/api.ts';
import { SESSION_KEY } from '../../auth/use-session.ts';

/** Saves the profile; the session's copy (header, greeting) shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfile) => callApi(meRoutes.updateProfile, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(SESSION_KEY, profile),
    onSettled: () => {
      queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}
