import { RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getErrorMessage } from '../../lib/notify.ts';
import { Button } from './button.tsx';
import { ErrorState } from './error-state.tsx';

/** A list that failed to load, inside its card: what failed, why, and 'Zkusit znovu'. */
export function LoadError({
  title,
  error,
  onRetry,
  retrying = false,
  className,
}: {
  title: ReactNode;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <ErrorState
      size="inline"
      className={className}
      title={title}
      description={error === undefined ? undefined : getErrorMessage(error)}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCw aria-hidden className="h-4 w-4" />}
          {t('retry')}
        </Button>
      }
    />
  );
}
