import type { ReportMeta } from '@ziskomer/contracts';
import { Calculator } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ProgressBar } from '../../imports/progress-bar.tsx';

type Freshness = Pick<ReportMeta, 'refreshedAt' | 'refreshPending' | 'refreshProgress'>;

/**
 * Whether the shop's figures are being computed for the first time: the rollups were never
 * brought up to date and a refresh waits or runs. Until it ends the rollups hold only the days it
 * has reached, so every figure read from them (0 orders, POAS 0,0×) would be wrong, and so would
 * a recommendation built on it.
 */
export function isFirstComputation(freshness: Freshness): boolean {
  return freshness.refreshedAt === null && freshness.refreshPending;
}

/**
 * What an analytics screen shows instead of its figures during the shop's first computation: what
 * is happening, how far it is when the refresh says so, and the shape of what will come. The
 * screen asks again by itself (useReport polls while the refresh is pending).
 */
export function FirstComputationState({
  freshness,
  compact = false,
}: {
  freshness: Freshness;
  /** Without the skeleton of the report below (the home shows it in place of its tiles). */
  compact?: boolean;
}) {
  const { t } = useTranslation('analytics');
  const percent = freshness.refreshProgress === null ? null : Math.round(freshness.refreshProgress * 100);
  return (
    <div aria-busy className="flex flex-col gap-6" data-testid="first-computation">
      <Card className="flex flex-col gap-4 p-6 sm:flex-row sm:items-start">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent/10 text-accent">
          <Calculator aria-hidden className="size-5 motion-safe:animate-pulse" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-2" role="status">
          <h2 className="text-base font-semibold text-fg">{t('states.firstComputation.title')}</h2>
          <p className="text-sm text-muted">{t('states.firstComputation.description')}</p>
          {percent !== null && (
            <div className="mt-1 flex items-center gap-3">
              <ProgressBar
                className="max-w-sm"
                value={percent}
                label={t('states.firstComputation.progressLabel')}
              />
              <span className="shrink-0 text-xs tabular-nums text-muted">
                {t('states.firstComputation.progress', { percent })}
              </span>
            </div>
          )}
        </div>
      </Card>
      {!compact && (
        <>
          <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {[0, 1, 2, 3].map((index) => (
              <Skeleton key={index} className="h-24 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-72 rounded-xl" />
        </>
      )}
    </div>
  );
}
