import { PackageOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Specimen } from './specimen.tsx';

/** Empty, loading and failed: every list and report has all three. */
export function StatesSection() {
  const { t } = useTranslation('designSystem');
  return (
    <Specimen
      id="states"
      title={t('states.title')}
      usage={t('states.usage')}
      source="components/ui/empty-state.tsx · skeleton.tsx · spinner.tsx · features/settings/ui/load-error.tsx"
    >
      <div className="space-y-4">
        <div className="rounded-lg border border-border bg-surface">
          <EmptyState
            icon={PackageOpen}
            title={t('states.emptyTitle')}
            description={t('states.emptyDescription')}
            action={<Button size="sm">{t('states.emptyAction')}</Button>}
          />
        </div>
        <div className="space-y-2 rounded-lg border border-border bg-surface p-4" aria-hidden>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-24 w-full" />
        </div>
        <div className="flex items-center gap-2 text-sm text-muted">
          <Spinner /> {t('states.loading')}
        </div>
        <div className="rounded-lg border border-border bg-surface">
          <LoadError
            title={t('states.errorTitle')}
            error={new Error(t('states.errorDetail'))}
            onRetry={() => undefined}
          />
        </div>
      </div>
    </Specimen>
  );
}
