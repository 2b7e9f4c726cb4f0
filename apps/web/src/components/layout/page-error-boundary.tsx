import { RefreshCw, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button.tsx';
import { ErrorBoundary } from '../ui/error-boundary.tsx';
import { ErrorState } from '../ui/error-state.tsx';

/**
 * Catches a failing screen inside a layout (SPEC §2 'Chyba stránky'), so the header and the
 * navigation keep working. Navigating elsewhere (a new `resetKey`) clears the error.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: unknown }) {
  const { t } = useTranslation('shell');
  return (
    <ErrorBoundary
      context="page"
      resetKey={resetKey}
      fallback={({ record, reset }) => (
        <ErrorState
          title={t('errors.page.title')}
          description={t('errors.page.description')}
          record={record}
          actions={
            <>
              <Button onClick={reset}>
                <RotateCw className="h-4 w-4" aria-hidden />
                {t('errors.retry')}
              </Button>
              <Button variant="secondary" onClick={() => window.location.reload()}>
                <RefreshCw className="h-4 w-4" aria-hidden />
                {t('errors.page.reload')}
              </Button>
            </>
          }
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
