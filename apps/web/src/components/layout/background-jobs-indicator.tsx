import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useJobSummary } from '../../features/jobs/use-job-summary.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

/**
 * SPEC §4, for every kind of background work: beside the bell, a spinner with the number of
 * running jobs in the user's shops; otherwise a red alert when one of the 3 most recently
 * finished jobs failed; otherwise nothing. Either opens Settings → 'Úlohy na pozadí' of the shop
 * concerned. A change also refreshes what the pages show of imports and jobs.
 */
export function BackgroundJobsIndicator() {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const { summary } = useJobSummary();
  const data = summary.data;
  useEffect(() => {
    if (!data) return;
    // Lists only: an import's analysis is not asked again for a change elsewhere.
    void queryClient.invalidateQueries({
      predicate: ({ queryKey: [feature, , part] }) =>
        (feature === 'imports' && part === 'list') ||
        feature === 'import-schedules' ||
        (feature === 'jobs' && part !== undefined),
    });
  }, [data, queryClient]);
  if (!data) return null;
  const active = data.running + data.queued;
  if (active === 0 && data.failed === 0) return null;

  const label = active > 0 ? t('indicator.running', { count: active }) : t('indicator.failed');
  return (
    <Tooltip content={label} side="bottom">
      <Link
        to={data.shopId ? `/settings?tab=jobs&shop=${data.shopId}` : '/settings?tab=jobs'}
        aria-label={label}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
      >
        {active > 0 ? (
          <>
            <Spinner className="h-[18px] w-[18px] text-accent" />
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent px-1 text-[10px] font-semibold leading-none text-accent-fg ring-2 ring-surface tabular"
            >
              {active}
            </span>
          </>
        ) : (
          <AlertCircle aria-hidden className="h-[18px] w-[18px] text-danger" />
        )}
      </Link>
    </Tooltip>
  );
}
