import type { ClvBacktest, ClvBacktestComparison } from '@ziskomer/contracts';
import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { DefinitionTitle } from './definition-title.tsx';
import { describeForecastError } from './format-clv.ts';
import { formatDay } from './use-clv-dates.ts';

/** The last calibration group holds the customers with this many repeat purchase days or more. */
const LAST_GROUP = 7;

/**
 * How far to trust the forecast: the same models fitted on the orders up to one horizon ago and
 * their forecast of the days since, against what the customers did — in two plain sentences, then
 * per number of earlier repeat purchases. Without a backtest, why there is none.
 */
export function ClvBacktestCard({ backtest, currency }: { backtest: ClvBacktest | null; currency: string }) {
  const { t } = useTranslation('analyticsClv');
  return (
    <Card className="min-w-0">
      <CardHeader
        title={<DefinitionTitle title={t('backtest.title')} definition={t('definitions.backtest')} />}
        description={
          backtest
            ? t('backtest.window', {
                asOf: formatDay(backtest.asOfDay),
                from: formatDay(backtest.holdoutFrom),
                to: formatDay(backtest.holdoutTo),
                days: t('daysCount', { count: backtest.holdoutDays }),
              })
            : undefined
        }
      />
      {backtest?.status === 'ok' && backtest.total ? (
        <BacktestResult backtest={backtest} total={backtest.total} currency={currency} />
      ) : (
        <p className="flex items-start gap-2 px-5 py-4 text-sm text-muted">
          <History aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
          <span>{unavailableText(t, backtest)}</span>
        </p>
      )}
    </Card>
  );
}

function BacktestResult({
  backtest,
  total,
  currency,
}: {
  backtest: ClvBacktest;
  total: ClvBacktestComparison;
  currency: string;
}) {
  const { t } = useTranslation('analyticsClv');
  // A forecast below 10 keeps a decimal (7,6 is not 8); what happened is a count.
  const purchases = (value: number) => formatNumber(value, value < 10 ? 1 : 0);
  const count = (value: number) => formatNumber(value, 0);
  const money = (value: number) => formatMoney(value, currency);
  const groups = backtest.groups.filter((group) => group.customers > 0);
  return (
    <div className="flex flex-col gap-4 px-5 py-4">
      <dl className="grid gap-3 sm:grid-cols-2">
        <Sentence
          label={t('backtest.purchases')}
          predicted={purchases(total.predictedPurchases)}
          actual={count(total.actualPurchases)}
          comparison={errorWords(t, total.predictedPurchases, total.actualPurchases)}
        />
        <Sentence
          label={t('backtest.value')}
          predicted={money(total.predictedValue)}
          actual={money(total.actualValue)}
          comparison={errorWords(t, total.predictedValue, total.actualValue)}
        />
      </dl>
      <p className="text-xs text-muted">
        {t('backtest.customers', {
          customers: formatNumber(total.customers),
          asOf: formatDay(backtest.asOfDay),
        })}
      </p>
      <p className="text-xs text-muted sm:hidden">{t('backtest.scrollHint')}</p>
      <section
        className="-mx-5 -mt-2 overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent"
        aria-label={t('backtest.tableCaption')}
        // Focusable so keyboard users can scroll the table sideways on a narrow screen.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
      >
        <table className="w-full min-w-[40rem] text-sm">
          <caption className="sr-only">{t('backtest.tableCaption')}</caption>
          <thead>
            <tr className="border-y border-border bg-surface-2 text-xs text-muted">
              <th scope="col" className="sticky left-0 bg-surface-2 px-5 py-2 text-left font-medium">
                {t('backtest.group')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('backtest.customersColumn')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('backtest.purchasesPredicted')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('backtest.purchasesActual')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('backtest.valuePredicted')}
              </th>
              <th scope="col" className="px-2 py-2 text-right font-medium">
                {t('backtest.valueActual')}
              </th>
              <th scope="col" className="px-5 py-2 text-right font-medium">
                {t('backtest.difference')}
              </th>
            </tr>
          </thead>
          <tbody>
            {groups.map((group) => (
              <tr key={group.repeatPurchaseDays} className="border-b border-border last:border-b-0">
                <th scope="row" className="sticky left-0 bg-surface px-5 py-2 text-left font-normal text-fg">
                  {group.repeatPurchaseDays === 0
                    ? t('backtest.groupNone')
                    : group.repeatPurchaseDays === LAST_GROUP
                      ? t('backtest.groupMany', { count: LAST_GROUP })
                      : t('backtest.groupCount', { count: group.repeatPurchaseDays })}
                </th>
                <td className="px-2 py-2 text-right tabular text-muted">{formatNumber(group.customers)}</td>
                <td className="px-2 py-2 text-right tabular">{purchases(group.predictedPurchases)}</td>
                <td className="px-2 py-2 text-right tabular">{count(group.actualPurchases)}</td>
                <td className="px-2 py-2 text-right tabular">{money(group.predictedValue)}</td>
                <td className="px-2 py-2 text-right tabular">{money(group.actualValue)}</td>
                <td className="px-5 py-2 text-right tabular">
                  <Difference predicted={group.predictedValue} actual={group.actualValue} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </div>
  );
}

function Sentence({
  label,
  predicted,
  actual,
  comparison,
}: {
  label: string;
  predicted: string;
  actual: string;
  comparison: string;
}) {
  const { t } = useTranslation('analyticsClv');
  return (
    <div className="rounded-lg border border-border bg-surface-2/40 px-4 py-3">
      <dt className="text-xs font-medium uppercase tracking-wide text-muted">{label}</dt>
      <dd className="mt-1 text-sm text-fg">
        {t('backtest.sentence', { predicted, actual })}{' '}
        <strong className="font-semibold">{comparison}</strong>
      </dd>
    </div>
  );
}

/** A group's value error as "+8 %" / "−12 %", coloured by how far off it was. */
function Difference({ predicted, actual }: { predicted: number; actual: number }) {
  const { t } = useTranslation('analyticsClv');
  const error = describeForecastError(predicted, actual);
  if (error.kind === 'none') return <span className="text-muted">—</span>;
  const sign = error.kind === 'more' ? '+' : error.kind === 'less' ? '−' : '';
  return (
    <span
      className={cn(error.share >= 0.25 ? 'font-semibold text-warning' : 'text-fg')}
      title={errorWords(t, predicted, actual)}
    >
      {sign}
      {formatPercent(error.share)}
    </span>
  );
}

type Translate = ReturnType<typeof useTranslation<'analyticsClv'>>['t'];

function errorWords(t: Translate, predicted: number, actual: number): string {
  const error = describeForecastError(predicted, actual);
  return t(`backtest.error.${error.kind}`, { share: formatPercent(error.share) });
}

function unavailableText(t: Translate, backtest: ClvBacktest | null): string {
  if (backtest === null) return t('backtest.unavailable.noOrders');
  const asOf = formatDay(backtest.asOfDay);
  switch (backtest.reason) {
    case 'too_few_customers':
      return t('backtest.unavailable.too_few_customers', {
        asOf,
        customers: formatNumber(backtest.data.customers),
      });
    case 'too_few_repeat_customers':
      return t('backtest.unavailable.too_few_repeat_customers', {
        asOf,
        customers: formatNumber(backtest.data.repeatCustomers),
      });
    case 'fit_failed':
      return t('backtest.unavailable.fit_failed', { asOf });
    default:
      return t('backtest.unavailable.history_too_short', { asOf });
  }
}
