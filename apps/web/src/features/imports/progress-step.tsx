import type { Import } from '@ziskomer/contracts';
import { Radio, RefreshCw, Square } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { formatNumber } from '../../lib/format.ts';
import { formatFileSize } from './format-file-size.ts';
import { getProgressView } from './import-progress.ts';
import type { LiveMode } from './live-updates.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface ProgressStepProps {
  item: Import;
  live: LiveMode;
  canCancel: boolean;
  cancelling: boolean;
  onCancel: () => void;
}

/**
 * Step 4: the import's progress (bytes read as a percentage, rows processed of the estimate,
 * counts so far), updated live at most 2 s apart, with a cancel that asks first.
 */
export function ProgressStep({ item, live, canCancel, cancelling, onCancel }: ProgressStepProps) {
  const { t } = useTranslation('imports');
  const [confirming, setConfirming] = useState(false);
  const view = getProgressView(item.progress, false);
  const validating = item.status === 'analysing';
  const queued = item.status === 'pending';
  const stats = [
    { key: 'inserted', value: item.counts.inserted },
    { key: 'updated', value: item.counts.updated },
    { key: 'unchanged', value: item.counts.unchanged },
    { key: 'rejected', value: item.counts.rejected },
  ] as const;

  return (
    <Card>
      <CardHeader
        title={t(
          validating ? 'progress.validatingTitle' : queued ? 'progress.queuedTitle' : 'progress.title',
        )}
        description={t('progress.description', { file: item.fileName })}
        actions={
          <span className="inline-flex items-center gap-1.5 rounded-full bg-surface-2 px-2.5 py-1 text-xs font-medium text-muted">
            {live === 'polling' ? (
              <RefreshCw aria-hidden className="h-3.5 w-3.5" />
            ) : (
              <Radio aria-hidden className="h-3.5 w-3.5 text-accent" />
            )}
            {t(live === 'polling' ? 'progress.polling' : 'progress.live')}
          </span>
        }
      />
      <CardBody className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <div className="flex items-end justify-between gap-3">
            <p className="text-4xl font-semibold tracking-tight text-fg tabular">
              {view.percentage}
              <span className="ml-0.5 text-2xl text-muted">%</span>
            </p>
            <p className="text-right text-xs text-muted tabular">
              {t('progress.bytes', {
                current: formatFileSize(item.progress.current),
                total: formatFileSize(item.progress.total),
              })}
            </p>
          </div>
          <ProgressBar value={view.percentage} label={t('progress.barLabel')} className="h-3" />
          <p className="text-sm text-muted tabular" aria-live="polite">
            {view.totalRecords === null
              ? t('progress.records', { processed: formatNumber(view.recordsProcessed) })
              : t(view.estimated ? 'progress.recordsOfEstimate' : 'progress.recordsOf', {
                  processed: formatNumber(view.recordsProcessed),
                  total: formatNumber(view.totalRecords),
                })}
          </p>
        </div>
        {validating && (
          <p className="rounded-lg bg-surface-2 px-4 py-3 text-sm text-muted">
            {t('progress.validatingHint')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat.key} className="rounded-lg border border-border px-3 py-2.5">
              <dt className="text-xs text-muted">{t(`counts.${stat.key}`)}</dt>
              <dd className="mt-0.5 text-lg font-semibold text-fg tabular">{formatNumber(stat.value)}</dd>
            </div>
          ))}
        </dl>
        {canCancel && (
          <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted">{t('progress.cancelHint')}</p>
            <Button variant="secondary" onClick={() => setConfirming(true)} loading={cancelling}>
              {!cancelling && <Square aria-hidden className="h-3.5 w-3.5" />}
              {t('progress.cancel')}
            </Button>
          </div>
        )}
      </CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('progress.confirmTitle')}
        description={t('progress.confirmText')}
        confirmLabel={t('progress.confirmCancel')}
        pending={cancelling}
        onConfirm={() => {
          setConfirming(false);
          onCancel();
        }}
      />
    </Card>
  );
}
