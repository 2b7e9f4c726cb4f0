import type { BudgetStatus } from '@ziskomer/contracts';
import { ArrowDownRight, ArrowUpRight, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';
import { formatRatio } from './budget-format.ts';
import { suggestionChange } from './budget-view.ts';

/**
 * The optimisation suggestion (SPEC §9): current against suggested allocation per channel, the
 * multiplier from its POAS, and how the 0.5–2 clamp and the kept total work. Admins can apply it.
 */
export function SuggestionCard({
  status,
  onApply,
  applying,
}: {
  status: BudgetStatus;
  /** Applies the suggested amounts; absent for viewers. */
  onApply?: () => void;
  applying?: boolean;
}) {
  const { t } = useTranslation('budgets');
  const { t: tm } = useTranslation('analyticsMarketing');
  const { suggestion } = status;
  const currency = status.budget.currency;
  const money = (value: number) => formatMoney(value, currency);
  const measured = suggestion?.averagePoas !== null && suggestion !== null;
  const changes = suggestion?.channels.some((channel) => channel.suggested !== channel.current) ?? false;

  return (
    <Card className="min-w-0">
      <CardHeader
        title={t('suggestion.title')}
        description={t('suggestion.description')}
        actions={
          onApply &&
          measured &&
          changes && (
            <Button size="sm" variant="secondary" onClick={onApply} loading={applying}>
              {!applying && <Sparkles aria-hidden className="h-4 w-4" />}
              {t('suggestion.apply')}
            </Button>
          )
        }
      />
      {!suggestion || suggestion.channels.length < 2 ? (
        <EmptyState className="py-8" icon={Sparkles} title={t('suggestion.noChannels')} />
      ) : !measured ? (
        <EmptyState className="py-8" icon={Sparkles} title={t('suggestion.none')} />
      ) : (
        <>
          {/* Phones: one line per channel, current → suggested; wider screens: the full table. */}
          <ul className="divide-y divide-border sm:hidden">
            {suggestion.channels.map((channel) => {
              const change = suggestionChange(channel.current, channel.suggested);
              return (
                <li key={channel.channelBudgetId} className="flex flex-col gap-1 px-5 py-3">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="font-medium text-fg">{tm(`channel.${channel.channel}`)}</span>
                    <ChangeText change={change} money={money} />
                  </div>
                  <div className="flex items-baseline justify-between gap-3 text-xs text-muted">
                    <span>
                      {channel.poas === null
                        ? t('suggestion.keeps')
                        : `${t('suggestion.poas')} ${formatRatio(channel.poas)} · ${formatNumber(channel.multiplier, 2)}×`}
                    </span>
                    <span className="tabular">
                      {money(channel.current)} →{' '}
                      <span className="font-medium text-fg">{money(channel.suggested)}</span>
                    </span>
                  </div>
                </li>
              );
            })}
          </ul>
          <div className="hidden overflow-x-auto sm:block">
            <table className="w-full min-w-[520px] text-sm">
              <thead className="text-left text-xs text-muted">
                <tr className="border-b border-border">
                  <th className="px-5 py-2.5 font-medium">{t('suggestion.channel')}</th>
                  <th className="px-3 py-2.5 text-right font-medium">{t('suggestion.poas')}</th>
                  <th className="px-3 py-2.5 text-right font-medium">{t('suggestion.current')}</th>
                  <th className="px-3 py-2.5 text-right font-medium">{t('suggestion.multiplier')}</th>
                  <th className="px-3 py-2.5 text-right font-medium">{t('suggestion.suggested')}</th>
                  <th className="px-5 py-2.5 text-right font-medium">{t('suggestion.change')}</th>
                </tr>
              </thead>
              <tbody>
                {suggestion.channels.map((channel) => {
                  const change = suggestionChange(channel.current, channel.suggested);
                  const clamped =
                    channel.multiplier === suggestion.clamp.min ||
                    channel.multiplier === suggestion.clamp.max;
                  return (
                    <tr key={channel.channelBudgetId} className="border-b border-border last:border-0">
                      <td className="px-5 py-2.5 font-medium text-fg">{tm(`channel.${channel.channel}`)}</td>
                      <td className="px-3 py-2.5 text-right tabular">
                        {channel.poas === null ? (
                          <span className="text-xs text-muted">{t('suggestion.keeps')}</span>
                        ) : (
                          formatRatio(channel.poas)
                        )}
                      </td>
                      <td className="px-3 py-2.5 text-right tabular">{money(channel.current)}</td>
                      <td className={cn('px-3 py-2.5 text-right tabular', clamped && 'font-semibold')}>
                        {formatNumber(channel.multiplier, 2)}×
                      </td>
                      <td className="px-3 py-2.5 text-right font-medium tabular text-fg">
                        {money(channel.suggested)}
                      </td>
                      <td className="px-5 py-2.5 text-right">
                        <ChangeText change={change} money={money} />
                      </td>
                    </tr>
                  );
                })}
                <tr className="bg-surface-2/50 font-medium">
                  <td className="px-5 py-2.5">{t('suggestion.total')}</td>
                  <td />
                  <td className="px-3 py-2.5 text-right tabular">
                    {money(suggestion.channels.reduce((sum, channel) => sum + channel.current, 0))}
                  </td>
                  <td />
                  <td className="px-3 py-2.5 text-right tabular">{money(suggestion.total)}</td>
                  <td />
                </tr>
              </tbody>
            </table>
          </div>
          <p className="border-t border-border px-5 py-3 text-xs leading-relaxed text-muted">
            {suggestion.averagePoas !== null && (
              <span className="font-medium text-fg">
                {t('suggestion.average', { value: formatRatio(suggestion.averagePoas) })}.{' '}
              </span>
            )}
            {t('suggestion.explanation', {
              min: formatNumber(suggestion.clamp.min, 1),
              max: formatNumber(suggestion.clamp.max, 0),
              total: money(suggestion.total),
            })}
          </p>
        </>
      )}
    </Card>
  );
}

/** +2 835 Kč (17 %) in green, −1 974 Kč (28 %) in red, '—' for no change. */
function ChangeText({
  change,
  money,
}: {
  change: { amount: number; share: number | null };
  money: (value: number) => string;
}) {
  if (change.amount === 0) return <span className="text-muted">—</span>;
  const up = change.amount > 0;
  return (
    <span className={cn('inline-flex items-center gap-0.5 tabular', up ? 'text-accent' : 'text-danger')}>
      {up ? (
        <ArrowUpRight aria-hidden className="h-3.5 w-3.5" />
      ) : (
        <ArrowDownRight aria-hidden className="h-3.5 w-3.5" />
      )}
      {`${up ? '+' : '−'}${money(Math.abs(change.amount))}`}
      {change.share !== null && (
        <span className="ml-1 text-xs">({formatPercent(Math.abs(change.share))})</span>
      )}
    </span>
  );
}
