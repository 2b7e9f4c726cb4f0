import { type ImportRunStatus, isImportRunActive } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';

const TONES: Record<ImportRunStatus, 'neutral' | 'accent' | 'warning' | 'danger'> = {
  pending: 'neutral',
  running: 'warning',
  completed: 'accent',
  failed: 'danger',
};

/** A run's status as a coloured label, with a spinner while it is active. */
export function ImportRunStatusBadge({ status }: { status: ImportRunStatus }) {
  const { t } = useTranslation('importSchedules');
  return (
    <Badge tone={TONES[status]} className="gap-1 whitespace-nowrap">
      {isImportRunActive(status) && <Spinner className="h-2.5 w-2.5" />}
      {t(`status.${status}`)}
    </Badge>
  );
}
