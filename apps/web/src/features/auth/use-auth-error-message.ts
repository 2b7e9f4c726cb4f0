import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AuthApiError } from './auth-api.ts';

/**
 * The translated message of a failed auth call: the auth catalogue's `errors.<CODE>`, else the
 * app-wide error catalogue (foreign_origin, …), else a generic message.
 */
export function useAuthErrorMessage() {
  const { t } = useTranslation('auth');
  return useCallback(
    (error: unknown): string => {
      const code = error instanceof AuthApiError ? error.code : 'UNKNOWN';
      return t(`errors.${code}`, {
        defaultValue: t(`errors:${code}`, { defaultValue: t('errors.UNKNOWN') }),
      });
    },
    [t],
  );
}
