import { Home, RotateCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useLocation, useNavigate, useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { type ErrorRecord, logError } from '../../lib/error-log.ts';

/**
 * The router's last line of defence (SPEC §2): 'Aplikační chyba' when a screen fails outside a
 * page boundary, or 'Chyba navigace' when the router itself could not resolve a navigation.
 */
export function AppErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [record, setRecord] = useState<ErrorRecord | null>(null);

  useEffect(() => {
    setRecord(logError(error, 'route'));
  }, [error]);

  // A new navigation to the same address clears the router's error and renders the screen again.
  const retry = () => navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  const navigationError = isRouteErrorResponse(error);

  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-bg">
      <div className="w-full max-w-lg px-4">
        <div className="rounded-2xl border border-border bg-surface shadow-sm">
          <ErrorState
            title={navigationError ? t('errors.navigation.title') : t('errors.app.title')}
            description={
              navigationError
                ? error.statusText || error.data?.message || t('errors.navigation.description')
                : t('errors.app.description')
            }
            record={record}
            actions={
              <>
                <Button onClick={retry}>
                  <RotateCw className="h-4 w-4" aria-hidden />
                  {t('errors.retry')}
                </Button>
                <Button variant="secondary" asChild>
                  <Link to="/">
                    <Home className="h-4 w-4" aria-hidden />
                    {t('errors.app.home')}
                  </Link>
                </Button>
              </>
            }
          />
        </div>
      </div>
    </main>
  );
}
