import { hasRole, type MetaCompleteness, type Shop } from '@ziskomer/contracts';
import { formatDayRange, type Language } from '@ziskomer/i18n';
import { CheckCircle2, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { toDayRuns } from './summarise-missing-days.ts';
import { useChooseMetaCompleteness } from './use-meta-ads.ts';

const TONE = {
  complete: 'accent',
  almost_complete: 'accent',
  partial: 'warning',
  most_missing: 'danger',
} as const;

/**
 * SPEC §4: how whole Meta's last 90 days are — complete, almost complete, partial, most missing —
 * with the missing days, and the choice: use what there is, or reload all 90 days (confirmed).
 */
export function MetaCompletenessCard({
  shop,
  completeness,
  demo,
}: {
  shop: Shop;
  completeness: MetaCompleteness;
  demo: boolean;
}) {
  const { t, i18n } = useTranslation('metaAds');
  const choose = useChooseMetaCompleteness(shop.id);
  const [confirming, setConfirming] = useState(false);
  const canEdit = hasRole(shop.role, 'admin') && !demo;
  const missing = completeness.missingDays.length;
  const present = completeness.days - missing;
  const language: Language = i18n.language === 'en' ? 'en' : 'cs';
  const runs = toDayRuns(completeness.missingDays)
    .map((run) => formatDayRange(language, run.from, run.to))
    .join(', ');
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {t('completeness.title')}
            <Badge tone={TONE[completeness.level]}>{t(`completeness.level.${completeness.level}`)}</Badge>
          </span>
        }
        description={t('completeness.description', { days: completeness.days })}
      />
      <div className="flex flex-col gap-3 px-5 py-4">
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={completeness.days}
            aria-valuenow={present}
            aria-label={t('completeness.title')}
            className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
          >
            <div
              className={cn(
                'h-full rounded-full',
                completeness.level === 'most_missing'
                  ? 'bg-danger'
                  : completeness.level === 'partial'
                    ? 'bg-warning'
                    : 'bg-accent',
              )}
              style={{ width: `${(present / completeness.days) * 100}%` }}
            />
          </div>
          <span className="text-sm tabular-nums text-muted">
            {t('completeness.share', { present, days: completeness.days })}
          </span>
        </div>
        {missing === 0 ? (
          <p className="flex items-center gap-2 text-sm text-muted">
            <CheckCircle2 aria-hidden className="h-4 w-4 text-accent" />
            {t('completeness.complete')}
          </p>
        ) : (
          <>
            <p className="text-sm text-fg">{t('completeness.missing', { count: missing, range: runs })}</p>
            {completeness.accepted && <p className="text-sm text-muted">{t('completeness.accepted')}</p>}
            {canEdit && (
              <div className="flex flex-wrap gap-2">
                {!completeness.accepted && (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={choose.isPending && choose.variables === 'use_available'}
                    onClick={() =>
                      choose.mutate('use_available', {
                        onSuccess: () => notify.success(t('completeness.useSaved')),
                        onError: (failure) => notifyError(failure, t('completeness.failed')),
                      })
                    }
                  >
                    {t('completeness.useAvailable')}
                  </Button>
                )}
                <Button size="sm" onClick={() => setConfirming(true)}>
                  <RotateCcw aria-hidden className="h-4 w-4" />
                  {t('completeness.reloadAll')}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('completeness.confirmTitle')}
        description={t('completeness.confirmDescription')}
        confirmLabel={t('completeness.confirm')}
        pending={choose.isPending}
        onConfirm={() =>
          choose.mutate('reload_all', {
            onSuccess: () => {
              setConfirming(false);
              notify.success(t('completeness.reloadQueued'));
            },
            onError: (failure) => notifyError(failure, t('completeness.failed')),
          })
        }
      />
    </Card>
  );
}
