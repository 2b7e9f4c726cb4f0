import type { ClvModel } from '@ziskomer/contracts';
import { BadgeCheck, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';

/**
 * How the forecast is made, in three sentences, and the fitted parameters behind a disclosure
 * for those who want to check them (with the note that the implementation reproduces the
 * published CDNOW estimates).
 */
export function ClvModelCard({
  model,
  customers,
  repeatCustomers,
  currency,
}: {
  model: ClvModel;
  customers: number;
  repeatCustomers: number;
  currency: string;
}) {
  const { t } = useTranslation('analyticsClv');
  const bgNbd: [string, string, number][] = [
    ['r', t('model.parameters.r'), model.bgNbd.r],
    ['α', t('model.parameters.alpha'), model.bgNbd.alpha],
    ['a', t('model.parameters.a'), model.bgNbd.a],
    ['b', t('model.parameters.b'), model.bgNbd.b],
  ];
  const gammaGamma: [string, string, number][] = [
    ['p', t('model.parameters.p'), model.gammaGamma.p],
    ['q', t('model.parameters.q'), model.gammaGamma.q],
    ['γ', t('model.parameters.gamma'), model.gammaGamma.gamma],
  ];
  return (
    <Card className="min-w-0">
      <CardHeader title={t('model.title')} />
      <div className="flex flex-col gap-4 px-5 py-4">
        <ol className="flex flex-col gap-2.5 text-sm text-muted">
          {(['purchases', 'value', 'revenue'] as const).map((point, index) => (
            <li key={point} className="flex gap-3">
              <span
                aria-hidden
                className="flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-accent-soft text-[11px] font-semibold text-accent"
              >
                {index + 1}
              </span>
              <span>{t(`model.points.${point}`)}</span>
            </li>
          ))}
        </ol>
        <details className="group rounded-lg border border-border bg-surface-2/50">
          <summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-fg hover:bg-surface-2 [&::-webkit-details-marker]:hidden">
            <ChevronRight
              aria-hidden
              className="h-4 w-4 text-muted transition-transform group-open:rotate-90"
            />
            {t('model.summary')}
          </summary>
          <div className="flex flex-col gap-4 border-t border-border px-3 py-3">
            <div className="grid gap-4 sm:grid-cols-2">
              <ParameterTable
                title={t('model.bgNbd')}
                rows={bgNbd}
                logLikelihood={model.bgNbd.logLikelihood}
                logLikelihoodLabel={t('model.logLikelihood')}
              />
              <ParameterTable
                title={t('model.gammaGamma')}
                rows={gammaGamma}
                logLikelihood={model.gammaGamma.logLikelihood}
                logLikelihoodLabel={t('model.logLikelihood')}
              />
            </div>
            <p className="text-xs text-muted">
              {t('model.averagePurchase')}:{' '}
              <span className="font-medium text-fg tabular">
                {formatMoney(model.averagePurchaseValue, currency)}
              </span>
            </p>
            <p className="text-xs text-muted">
              {t('model.fittedOn', {
                customers: formatNumber(customers),
                repeat: formatNumber(repeatCustomers),
              })}
            </p>
            <p className="flex items-start gap-2 text-xs text-muted">
              <BadgeCheck aria-hidden className="mt-px h-4 w-4 shrink-0 text-accent" />
              {t('model.verified')}
            </p>
          </div>
        </details>
      </div>
    </Card>
  );
}

function ParameterTable({
  title,
  rows,
  logLikelihood,
  logLikelihoodLabel,
}: {
  title: string;
  rows: [string, string, number][];
  logLikelihood: number;
  logLikelihoodLabel: string;
}) {
  return (
    <table className="w-full text-xs">
      <caption className="pb-1.5 text-left text-xs font-semibold text-fg">{title}</caption>
      <tbody>
        {rows.map(([symbol, meaning, value]) => (
          <tr key={symbol} className="border-t border-border">
            <th scope="row" className="w-8 py-1 text-left font-semibold text-fg italic">
              {symbol}
            </th>
            <td className="py-1 text-muted">{meaning}</td>
            <td className="py-1 text-right font-medium text-fg">{formatParameter(value)}</td>
          </tr>
        ))}
        <tr className="border-t border-border">
          <th scope="row" colSpan={2} className="py-1 text-left font-normal text-muted">
            {logLikelihoodLabel}
          </th>
          <td className="py-1 text-right text-fg">{formatNumber(logLikelihood, 1)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Four significant digits, enough to compare with published fits (0,2426 · 4,414 · 15,44). */
function formatParameter(value: number): string {
  const digits = Math.max(0, Math.min(4, 3 - Math.floor(Math.log10(Math.abs(value) || 1))));
  return formatNumber(value, digits);
}
