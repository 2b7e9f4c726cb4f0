import { useQueryClient } from '@tanstack/react-query';
import { AlertCircle } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMyImportRuns } from '../../features/import-schedules/use-my-import-runs.ts';
import { importKeys } from '../../features/imports/import-keys.ts';
import { getImportIndicator } from '../../features/imports/summarise-imports.ts';
import { useActiveImports } from '../../features/imports/use-active-imports.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Tooltip } from '../ui/tooltip.tsx';

/**
 * SPEC §4: beside the bell, a spinner with the number of running imports; otherwise a red alert
 * when one of the 3 most recent imports failed; otherwise nothing. Either opens /import.
 * Scheduled runs arrive live over the runs stream (polling every 10 s after 3 failed tries); a
 * change there also refreshes the shop's imports at once.
 */
export function ImportStatusIndicator({ shopId }: { shopId: string | null }) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const imports = useActiveImports(shopId);
  const { runs } = useMyImportRuns();
  useEffect(() => {
    if (runs.data) queryClient.invalidateQueries({ queryKey: importKeys.list(shopId) });
  }, [runs.data, queryClient, shopId]);
  const indicator = getImportIndicator(imports.data ?? [], runs.data ?? []);
  if (indicator.kind === 'idle') return null;

  const label =
    indicator.kind === 'active'
      ? t('indicator.active', { count: indicator.count })
      : t('indicator.failed', { count: indicator.count });
  return (
    <Tooltip content={label} side="bottom">
      <Link
        to="/import"
        aria-label={label}
        className="relative inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg"
      >
        {indicator.kind === 'active' ? (
          <>
            <Spinner className="h-[18px] w-[18px] text-accent" />
            <span
              aria-hidden
              className="absolute -right-0.5 -top-0.5 flex h-[18px] min-w-[18px] items-center justify-center rounded-full bg-accent px-1 text-[10px] font-semibold leading-none text-accent-fg ring-2 ring-surface tabular"
            >
              {indicator.count}
            </span>
          </>
        ) : (
          <AlertCircle aria-hidden className="h-[18px] w-[18px] text-danger" />
        )}
      </Link>
    </Tooltip>
  );
}
