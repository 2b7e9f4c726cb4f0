import { TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';

/** The hero's static dashboard preview (SPEC §2): four KPIs under a LIVE badge. */
export function LivePreviewCard() {
  const { t } = useTranslation('landing');
  const kpis = [
    { label: t('hero.preview.revenue'), value: formatMoney(145_230), delta: `+${formatPercent(0.12)}` },
    { label: t('hero.preview.poas'), value: `${formatNumber(3.2, 1)}×`, delta: `+${formatNumber(0.4, 1)}` },
    { label: t('hero.preview.orders'), value: formatNumber(234), delta: `+${formatNumber(18)}` },
    { label: t('hero.preview.margin'), value: formatPercent(0.34), delta: `+${formatPercent(0.02)}` },
  ];
  // Decorative bars: profit (accent) against ad spend (neutral) over two weeks.
  const bars = [38, 52, 45, 61, 57, 70, 64, 76, 72, 83, 79, 88, 85, 94];

  return (
    <figure
      aria-label={t('hero.preview.label')}
      className="relative rounded-2xl border border-border bg-surface p-4 shadow-xl shadow-slate-900/5 ring-1 ring-black/[0.02] sm:p-6 dark:shadow-black/30"
    >
      <figcaption className="flex items-center justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-fg">{t('hero.preview.title')}</p>
          <p className="text-xs text-muted">{t('hero.preview.period')}</p>
        </div>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-1 text-[11px] font-bold tracking-wider text-accent">
          <span className="relative flex h-2 w-2" aria-hidden>
            <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-accent opacity-60" />
            <span className="relative inline-flex h-2 w-2 rounded-full bg-accent" />
          </span>
          LIVE
        </span>
      </figcaption>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        {kpis.map((kpi) => (
          <div key={kpi.label} className="rounded-xl border border-border bg-bg/60 p-3 sm:p-4">
            <dt className="text-xs font-medium text-muted">{kpi.label}</dt>
            <dd className="mt-1.5 flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
              <span className="text-lg font-semibold tracking-tight text-fg tabular sm:text-2xl">
                {kpi.value}
              </span>
              <span className="inline-flex items-center gap-0.5 text-xs font-semibold text-accent tabular">
                <TrendingUp className="h-3 w-3" aria-hidden />
                {kpi.delta}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-5 rounded-xl border border-border bg-bg/60 p-4" aria-hidden>
        <div className="flex items-center justify-between text-xs text-muted">
          <span>{t('hero.preview.chart')}</span>
          <span className="inline-flex items-center gap-3">
            <span className="inline-flex items-center gap-1">
              <span className="h-2 w-2 rounded-sm bg-accent" />
              {t('hero.preview.profit')}
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="h-2 w-2 rounded-sm bg-slate-300 dark:bg-slate-600" />
              {t('hero.preview.spend')}
            </span>
          </span>
        </div>
        <div className="mt-3 flex h-24 items-end gap-1.5">
          {bars.map((height, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative series.
            <div key={index} className="flex h-full flex-1 items-end gap-0.5">
              <span
                className="w-full rounded-t bg-slate-200 dark:bg-slate-700"
                style={{ height: `${Math.round(height * 0.45)}%` }}
              />
              <span className="w-full rounded-t bg-accent/85" style={{ height: `${height}%` }} />
            </div>
          ))}
        </div>
      </div>
    </figure>
  );
}
