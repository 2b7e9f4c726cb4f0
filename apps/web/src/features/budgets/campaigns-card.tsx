import type { BudgetStatus } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatMoney } from '../../lib/format.ts';

/** The spending history by campaign: the period's campaigns of the budget's channels by spend. */
export function CampaignsCard({ status }: { status: BudgetStatus }) {
  const { t } = useTranslation('budgets');
  const { t: tm } = useTranslation('analyticsMarketing');
  const currency = status.budget.currency;
  const top = status.campaigns[0]?.spent ?? 0;
  return (
    <Card className="min-w-0">
      <CardHeader title={t('campaigns.title')} description={t('campaigns.description')} />
      {status.campaigns.length === 0 ? (
        <EmptyState className="py-8" title={t('campaigns.empty')} />
      ) : (
        <ul
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must take focus to scroll by keyboard
          tabIndex={0}
          aria-label={t('campaigns.title')}
          className="max-h-[360px] divide-y divide-border overflow-y-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring/50"
        >
          {status.campaigns.map((row) => (
            <li
              key={`${row.channel}/${row.account}/${row.campaign}`}
              className="flex flex-col gap-1 px-5 py-2.5"
            >
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate font-medium text-fg" title={row.campaign}>
                  {row.campaign || t('campaigns.noName')}
                </span>
                <span className="shrink-0 tabular">{formatMoney(row.spent, currency)}</span>
              </div>
              <div className="flex items-center gap-2">
                <span className="w-28 shrink-0 truncate text-xs text-muted">
                  {tm(`channel.${row.channel}`)}
                  {row.account && ` · ${row.account}`}
                </span>
                <div className="h-1 flex-1 overflow-hidden rounded-full bg-surface-2">
                  <div
                    className="h-full rounded-full bg-accent/60"
                    style={{ width: `${top > 0 ? (row.spent / top) * 100 : 0}%` }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {status.campaignsTruncated && (
        <p className="border-t border-border px-5 py-2 text-xs text-muted">
          {t('campaigns.truncated', { count: status.campaigns.length })}
        </p>
      )}
    </Card>
  );
}
