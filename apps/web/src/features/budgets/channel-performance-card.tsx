import type { BudgetStatus } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMoney } from '../../lib/format.ts';
import { formatRatio, formatUse } from './budget-format.ts';
import { UtilisationBar } from './utilisation-bar.tsx';

/** Each channel budget against its plan and what its attributed orders earned: POAS, ROAS, CPA. */
export function ChannelPerformanceCard({ status }: { status: BudgetStatus }) {
  const { t } = useTranslation('budgets');
  const { t: tm } = useTranslation('analyticsMarketing');
  const currency = status.budget.currency;
  const money = (value: number) => formatMoney(value, currency);
  const rows = [
    ...status.channels,
    // The whole budget as the last row, so the channels add up visibly.
    {
      id: 'total',
      channel: null,
      allocated: status.budget.totalBudget,
      isActive: true,
      targetCpa: null,
      targetRoas: null,
      ...status,
    },
  ];
  const noRatio = t('metrics.noRatio');
  return (
    <Card className="min-w-0">
      <CardHeader title={t('metrics.title')} description={t('metrics.definition')} />
      <div className="overflow-x-auto">
        <table className="w-full min-w-[760px] text-sm">
          <thead className="text-left text-xs text-muted">
            <tr className="border-b border-border">
              <th className="px-5 py-2.5 font-medium">{t('metrics.channel')}</th>
              <th className="px-3 py-2.5 font-medium">{t('metrics.utilisation')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.spent')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.revenue')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.grossProfit')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.poas')}</th>
              <th className="px-3 py-2.5 text-right font-medium">{t('metrics.roas')}</th>
              <th className="px-5 py-2.5 text-right font-medium">{t('metrics.cpa')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = row.channel === null ? t('alerts.wholeBudget') : tm(`channel.${row.channel}`);
              const targets = [
                row.targetRoas !== null
                  ? t('metrics.targetRoas', { value: formatRatio(row.targetRoas) })
                  : null,
                row.targetCpa !== null ? t('metrics.targetCpa', { value: money(row.targetCpa) }) : null,
              ].filter(Boolean);
              return (
                <tr
                  key={row.id}
                  className={cn(
                    'border-b border-border last:border-0',
                    row.channel === null && 'bg-surface-2/50 font-medium',
                    !row.isActive && 'text-muted',
                  )}
                >
                  <td className="px-5 py-3">
                    <p className="text-fg">{name}</p>
                    {targets.length > 0 && <p className="text-xs text-muted">{targets.join(' · ')}</p>}
                  </td>
                  <td className="w-48 px-3 py-3">
                    <div className="flex items-center gap-2">
                      <UtilisationBar
                        size="sm"
                        utilisation={row.utilisation}
                        label={`${name}: ${formatUse(row.utilisation)}`}
                      />
                      <span className="w-14 shrink-0 text-right text-xs tabular">
                        {formatUse(row.utilisation)}
                      </span>
                    </div>
                    <p className="mt-0.5 text-xs text-muted tabular">
                      {t('card.of', { total: money(row.allocated) })}
                    </p>
                  </td>
                  <td className="px-3 py-3 text-right tabular">{money(row.spent)}</td>
                  <td className="px-3 py-3 text-right tabular">{money(row.revenue)}</td>
                  <td className="px-3 py-3 text-right tabular">{money(row.grossProfit)}</td>
                  <td
                    className={cn(
                      'px-3 py-3 text-right font-medium tabular',
                      row.poas !== null && row.poas < 1 && 'text-danger',
                    )}
                    title={row.poas === null ? noRatio : undefined}
                  >
                    {formatRatio(row.poas)}
                  </td>
                  <td
                    className="px-3 py-3 text-right tabular"
                    title={row.roas === null ? noRatio : undefined}
                  >
                    {formatRatio(row.roas)}
                  </td>
                  <td className="px-5 py-3 text-right tabular" title={row.cpa === null ? noRatio : undefined}>
                    {row.cpa === null ? '—' : money(row.cpa)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
