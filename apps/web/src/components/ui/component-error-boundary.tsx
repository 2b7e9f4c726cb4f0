import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import { ErrorBoundary } from './error-boundary.tsx';
import { ErrorState } from './error-state.tsx';

/**
 * Wraps one widget: if it fails to render, only it is replaced by 'Chyba komponenty' with
 * 'Zkusit znovu' (render again) and 'Skrýt' (remove the widget until the page is reloaded).
 */
export function ComponentErrorBoundary({ children, className }: { children: ReactNode; className?: string }) {
  const { t } = useTranslation('shell');
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <ErrorBoundary
      context="component"
      fallback={({ record, reset }) => (
        <div className={className ?? 'rounded-xl border border-border bg-surface'}>
          <ErrorState
            size="inline"
            title={t('errors.component.title')}
            description={t('errors.component.description')}
            record={record}
            actions={
              <>
                <Button size="sm" variant="secondary" onClick={reset}>
                  {t('errors.retry')}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setHidden(true)}>
                  {t('errors.component.hide')}
                </Button>
              </>
            }
          />
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
