import type { OrdersReport } from '@ziskomer/contracts';
import { Activity, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { formatPeriod } from '../shared/format-period.ts';
import { AssessmentCard, NextSteps, TONE_ICONS, TrendChip } from './assessment-parts.tsx';
import { scenarioTone, TONE_CLASSES } from './assessment-tone.ts';

/**
 * The performance scenario of SPEC §4 in words: its name, what it means, how revenue, cost and
 * profit moved against the previous period, and what to do next. The note under it says whether
 * ad spend is in the cost (and how much), never that it will be added when it already is.
 */
export function ScenarioCard({
  assessment,
  currency,
}: {
  assessment: OrdersReport['assessment'];
  currency: string;
}) {
  const { t } = useTranslation('analyticsOrders');
  const { adSpend } = assessment;
  const { scenario, revenue, cost, profit } = assessment.scenario;
  const tone = scenario ? scenarioTone(scenario) : null;
  const Icon = tone ? TONE_ICONS[tone] : Activity;
  return (
    <AssessmentCard
      title={t('assessment.scenarioTitle')}
      definition={t('assessment.scenarioDefinition')}
      description={t('assessment.basis', { period: formatPeriod(assessment.basis) })}
    >
      {scenario && tone ? (
        <>
          <div className="flex items-start gap-3">
            <span
              className={cn(
                'flex h-10 w-10 shrink-0 items-center justify-center rounded-xl',
                TONE_CLASSES[tone],
              )}
            >
              <Icon aria-hidden className="h-5 w-5" />
            </span>
            <div className="min-w-0">
              <p className="text-lg font-semibold text-fg">{t(`scenarios.${scenario}.title`)}</p>
              <p className="mt-1 text-sm text-muted">{t(`scenarios.${scenario}.explanation`)}</p>
            </div>
          </div>
          <div className="grid grid-cols-3 gap-2">
            <TrendChip label={t('assessment.trends.revenue')} {...revenue} />
            <TrendChip label={t('assessment.trends.cost')} {...cost} neutral />
            <TrendChip label={t('assessment.trends.profit')} {...profit} />
          </div>
          <NextSteps
            steps={[
              t(`scenarios.${scenario}.next1`),
              t(`scenarios.${scenario}.next2`),
              t(`scenarios.${scenario}.next3`),
            ]}
          />
          <p className="mt-auto text-xs text-muted">
            {adSpend
              ? t('assessment.costNoteWithAds', {
                  current: formatMoney(adSpend.current, currency),
                  previous: formatMoney(adSpend.previous, currency),
                })
              : t('assessment.costNote')}
          </p>
        </>
      ) : (
        <EmptyState
          icon={History}
          title={t('assessment.noScenario.title')}
          description={t('assessment.noScenario.description')}
        />
      )}
    </AssessmentCard>
  );
}
