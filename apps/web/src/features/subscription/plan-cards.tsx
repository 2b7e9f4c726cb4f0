import { PLANS, type PlanId, planIds, TRIAL_DAYS } from '@ziskomer/contracts';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import { planLimitLines } from './plan-limit-lines.ts';

/**
 * The plans side by side, from PLANS: price, what each includes and its limits. The landing's
 * pricing and Settings → Předplatné show the same cards; `action` adds each card's button.
 */
export function PlanCards({ current, action }: { current?: PlanId; action?: (plan: PlanId) => ReactNode }) {
  const { t } = useTranslation('subscription');
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {planIds.map((plan) => {
        const price = PLANS[plan].monthlyPriceCzk;
        const features = t(`plans.${plan}.features`, { returnObjects: true }) as string[];
        const highlighted = plan === 'full';
        return (
          <li
            key={plan}
            className={cn(
              'flex flex-col rounded-2xl border bg-surface p-6 shadow-sm sm:p-8',
              highlighted ? 'border-accent/60 ring-1 ring-accent/30' : 'border-border',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="text-lg font-semibold text-fg">{t(`plans.${plan}.name`)}</h3>
              {current === plan && <Badge tone="accent">{t('compare.yours')}</Badge>}
            </div>
            <p className="mt-2 text-sm leading-6 text-muted">{t(`plans.${plan}.tagline`)}</p>
            <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-semibold tracking-tight text-fg tabular">
                {price === null ? t('price.byAgreement') : formatMoney(price)}
              </span>
              {price !== null && (
                <span className="text-sm font-medium text-muted">{t('price.perMonth')}</span>
              )}
            </p>
            <p className="mt-1 min-h-5 text-xs text-muted">
              {price === null ? t('price.trial', { days: TRIAL_DAYS }) : null}
            </p>
            <ul className="mt-6 flex-1 space-y-2.5 text-sm text-fg">
              {[...planLimitLines(t, plan), ...features].map((line) => (
                <li key={line} className="flex gap-2.5">
                  <Check className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
                  {line}
                </li>
              ))}
            </ul>
            {action && <div className="mt-8">{action(plan)}</div>}
          </li>
        );
      })}
    </ul>
  );
}
