import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSignOut } from '../features/auth/use-session.ts';
import { notify, notifyError } from '../lib/notify.ts';

/**
 * Signs out, says so ('Úspěšně odhlášen') and opens /auth; a failure shows 'Chyba při
 * odhlašování'. Shared by the user menu and the command palette.
 */
export function useSignOutAndLeave() {
  const signOut = useSignOut();
  const navigate = useNavigate();
  const { t } = useTranslation('shell');
  return async () => {
    try {
      await signOut();
      notify.success(t('user.signedOut'));
      navigate('/auth');
    } catch (error) {
      notifyError(error, t('user.signOutFailed'));
    }
  };
}
