import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Check, FolderKanban, Megaphone, Store, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatPercent } from '../../lib/format.ts';
import { type ChecklistItemId, getOnboardingChecklist } from './get-onboarding-checklist.ts';

const ICONS: Record<ChecklistItemId, LucideIcon> = {
  project: FolderKanban,
  shop: Store,
  orders: Upload,
  ads: Megaphone,
};

/** Where to do a to-do item: the guide while nothing exists, Settings afterwards. */
const LINKS: Record<ChecklistItemId, { todo: string; done: string }> = {
  project: { todo: '/onboarding', done: '/settings?tab=projects-shops' },
  shop: { todo: '/onboarding', done: '/settings?tab=projects-shops' },
  orders: { todo: '/import', done: '/import' },
  // Settings → Propojení: every ad platform's connection (and how to import an export instead).
  ads: { todo: '/settings?tab=connections', done: '/settings?tab=connections' },
};

/** The getting-started checklist with its progress. */
export function OnboardingChecklist({
  projectCount,
  shopCount,
  hasOrders,
  hasAdSpend,
}: {
  projectCount: number;
  shopCount: number;
  hasOrders: boolean;
  hasAdSpend: boolean;
}) {
  const { t } = useTranslation('home');
  const { items, done, total } = getOnboardingChecklist({ projectCount, shopCount, hasOrders, hasAdSpend });
  const share = done / total;

  return (
    <Card>
      <CardHeader
        title={t('checklist.title')}
        description={t('checklist.progress', { done, total })}
        actions={<span className="text-sm font-semibold text-accent tabular">{formatPercent(share)}</span>}
      />
      <div className="px-5 pt-4">
        <div
          role="progressbar"
          aria-label={t('checklist.title')}
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={done}
          aria-valuetext={t('checklist.progress', { done, total })}
          className="h-2 overflow-hidden rounded-full bg-surface-2"
        >
          <div
            className="h-full rounded-full bg-accent transition-all"
            style={{ width: `${share * 100}%` }}
          />
        </div>
      </div>
      <CardBody>
        <ol className="flex flex-col gap-2">
          {items.map(({ id, state }) => {
            const Icon = ICONS[id];
            const link = LINKS[id];
            return (
              <li
                key={id}
                className={cn(
                  'flex flex-wrap items-center gap-3 rounded-lg border px-3 py-3 sm:flex-nowrap',
                  state === 'done' ? 'border-border bg-surface-2/50' : 'border-border',
                )}
              >
                <span
                  className={cn(
                    'flex h-9 w-9 shrink-0 items-center justify-center rounded-full',
                    state === 'done' ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
                  )}
                >
                  {state === 'done' ? (
                    <Check aria-hidden className="h-4 w-4" />
                  ) : (
                    <Icon aria-hidden className="h-4 w-4" />
                  )}
                </span>
                <div className="min-w-0 flex-1">
                  <p
                    className={cn(
                      'text-sm font-medium',
                      state === 'done' ? 'text-muted line-through decoration-muted/50' : 'text-fg',
                    )}
                  >
                    {t(`checklist.items.${id}.title`)}
                    <span className="sr-only"> — {t(`checklist.state.${state}`)}</span>
                  </p>
                  <p className="text-xs text-muted">{t(`checklist.items.${id}.text`)}</p>
                </div>
                <Link
                  to={state === 'done' ? link.done : link.todo}
                  className={cn(
                    'inline-flex items-center gap-1 text-sm font-medium',
                    state === 'done' ? 'text-muted hover:text-fg' : 'text-accent hover:underline',
                  )}
                >
                  {t(state === 'done' ? 'checklist.manage' : `checklist.items.${id}.action`)}
                  <ArrowRight aria-hidden className="h-3.5 w-3.5" />
                </Link>
              </li>
            );
          })}
        </ol>
      </CardBody>
    </Card>
  );
}
