import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@ziskomer/contracts';
import { meRoutes } from '@ziskomer/contracts';
import { callApi } from '../../../lib/api.ts';

const SETTINGS_KEY = ['me', 'notification-settings'] as const;

export function useNotificationSettings() {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => callApi(meRoutes.getNotificationSettings),
  });
}

/** Saves the settings; the switch moves at once and moves back when saving fails. */
export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      callApi(meRoutes.replaceNotificationSettings, { body: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: SETTINGS_KEY });
      const previous = queryClient.getQueryData<NotificationSettings>(SETTINGS_KEY);
      queryClient.setQueryData(SETTINGS_KEY, input);
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(SETTINGS_KEY, context.previous);
    },
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['me', 'activity'] }),
  });
}
