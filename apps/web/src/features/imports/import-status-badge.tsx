import type { ImportStatus } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { isImportActive } from './import-status.ts';

const TONES: Record<ImportStatus, 'neutral' | 'accent' | 'warning' | 'danger'> = {
  pending: 'warning',
  analysing: 'warning',
  ready: 'neutral',
  running: 'warning',
  completed: 'accent',
  failed: 'danger',
  cancelled: 'neutral',
};

/** The import's status as a coloured label, with a spinner while it works. */
export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const { t } = useTranslation('imports');
  return (
    <Badge
      tone={TONES[status]}
      // The small red label needs a deeper red than the token to keep its contrast on the soft background.
      className={cn('gap-1 whitespace-nowrap', status === 'failed' && 'text-red-700 dark:text-red-300')}
    >
      {isImportActive(status) && <Spinner className="h-2.5 w-2.5" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
