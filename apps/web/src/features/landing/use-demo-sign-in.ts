import { useMutation, useQueryClient } from '@tanstack/react-query';
import { systemRoutes } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { SESSION_KEY } from '../auth/use-session.ts';

/** Signs in to the built-in demo account (`signInDemo`), then opens the dashboard. */
export function useDemoSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return useMutation({
    mutationFn: () => callApi(systemRoutes.signInDemo),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: SESSION_KEY });
      notify.success(t('demo.signedIn'));
      navigate('/');
    },
    onError: (error) => notifyError(error, t('demo.failed')),
  });
}
