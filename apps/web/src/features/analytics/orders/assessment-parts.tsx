import type { TrendDirection } from '@ziskomer/contracts';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  CircleAlert,
  CircleCheck,
  Info,
  type LucideIcon,
  TriangleAlert,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { formatPercent } from '../../../lib/format.ts';
import type { AssessmentTone } from './assessment-tone.ts';

/** The icon of each tone: a check when good, a warning to watch, an alert to act. */
export const TONE_ICONS: Record<AssessmentTone, LucideIcon> = {
  good: CircleCheck,
  watch: TriangleAlert,
  act: CircleAlert,
};

/** The frame of the scenario and quadrant cards: title with its rule in a tooltip, the basis period. */
export function AssessmentCard({
  title,
  definition,
  description,
  children,
}: {
  title: string;
  definition: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('analytics');
  return (
    <Card className="flex min-w-0 flex-col">
      <CardHeader
        title={
          <span className="flex items-center gap-1.5">
            {title}
            <Tooltip content={definition}>
              <button
                type="button"
                className="rounded text-muted/80 hover:text-fg"
                aria-label={t('definitionOf', { metric: title })}
              >
                <Info aria-hidden className="h-4 w-4" />
              </button>
            </Tooltip>
          </span>
        }
        description={description}
      />
      <div className="flex flex-1 flex-col gap-4 px-5 py-4">{children}</div>
    </Card>
  );
}

/** "Co dělat dál": the next steps of a scenario or quadrant. */
export function NextSteps({ steps }: { steps: string[] }) {
  const { t } = useTranslation('analyticsOrders');
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-muted uppercase">
        {t('assessment.nextSteps')}
      </h3>
      <ul className="mt-2 flex flex-col gap-2">
        {steps.map((step) => (
          <li key={step} className="flex gap-2 text-sm text-fg">
            <ArrowRight aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
            <span>{step}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One figure's move between the periods: arrow and signed change ("+26,7 %"), "beze změny" within
 * the ±5 % band, "nově" from zero. Colours: rising revenue and profit are good; cost stays neutral.
 */
export function TrendChip({
  label,
  direction,
  change,
  neutral = false,
}: {
  label: string;
  direction: TrendDirection;
  change: number | null;
  neutral?: boolean;
}) {
  const { t } = useTranslation('analyticsOrders');
  const Arrow = direction === 'up' ? ArrowUpRight : direction === 'down' ? ArrowDownRight : ArrowRight;
  const tone =
    neutral || direction === 'flat' ? 'text-muted' : direction === 'up' ? 'text-accent' : 'text-danger';
  const text =
    change === null
      ? t('assessment.fromZero')
      : `${change >= 0 ? '+' : '−'}${formatPercent(Math.abs(change), 1)}`;
  return (
    <div className="flex min-w-0 flex-col gap-0.5 rounded-lg border border-border bg-surface-2/60 px-3 py-2">
      <span className="truncate text-xs text-muted">{label}</span>
      <span className={cn('flex items-center gap-1 text-sm font-semibold tabular', tone)}>
        <Arrow aria-hidden className="h-4 w-4 shrink-0" />
        {text}
      </span>
      {direction === 'flat' && change !== null && (
        <span className="text-[11px] text-muted">{t('assessment.flat')}</span>
      )}
    </div>
  );
}
