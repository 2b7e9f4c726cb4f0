import { BarChart3, Check, Plug, TrendingUp, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../../components/layout/logo.tsx';
import { cn } from '../../components/ui/cn.ts';
import { formatMoney, formatNumber, formatPercent } from '../../lib/format.ts';

/** The product pitch beside the sign-in card on wide screens: POAS, what it shows, the trial. */
export function AuthBrandPanel({ className }: { className?: string }) {
  const { t } = useTranslation('auth');
  const points = [
    { icon: BarChart3, text: t('brand.points.poas') },
    { icon: Users, text: t('brand.points.customers') },
    { icon: Plug, text: t('brand.points.setup') },
  ];
  return (
    <section
      aria-labelledby="auth-brand-title"
      className={cn(
        'relative flex-col justify-between gap-10 overflow-hidden bg-gradient-to-br from-emerald-700 via-emerald-800 to-teal-950 p-10 text-white xl:p-14',
        className,
      )}
    >
      {/* Soft light in the corner; decoration only. */}
      <div
        aria-hidden
        className="pointer-events-none absolute -right-32 -top-32 h-96 w-96 rounded-full bg-emerald-400/20 blur-3xl"
      />
      <Logo className="relative text-white! [&_rect]:fill-white/15" />
      <div className="relative max-w-lg">
        <p className="text-sm font-semibold uppercase tracking-wider text-emerald-200">
          {t('brand.eyebrow')}
        </p>
        <h2
          id="auth-brand-title"
          className="mt-3 text-3xl font-semibold leading-tight tracking-tight xl:text-4xl"
        >
          {t('brand.title')}
        </h2>
        <p className="mt-4 text-base leading-relaxed text-emerald-50/85">{t('brand.lead')}</p>
        <ul className="mt-8 flex flex-col gap-3">
          {points.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-center gap-3 text-sm text-emerald-50">
              <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-white/10">
                <Icon className="h-4 w-4" aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ul>
        <figure className="mt-10 rounded-2xl border border-white/15 bg-white/10 p-5 backdrop-blur-sm">
          <figcaption className="text-xs font-medium uppercase tracking-wider text-emerald-200">
            {t('brand.metric.label')}
          </figcaption>
          <div className="mt-2 flex items-baseline gap-3">
            <span className="text-4xl font-semibold tracking-tight tabular">{formatNumber(3.2, 1)}×</span>
            <span className="inline-flex items-center gap-1 text-sm font-semibold text-emerald-200 tabular">
              <TrendingUp className="h-4 w-4" aria-hidden />+{formatNumber(0.4, 1)}
            </span>
            <span className="text-xs text-emerald-100/70">{t('brand.metric.delta')}</span>
          </div>
          <dl className="mt-4 grid grid-cols-2 gap-3 border-t border-white/10 pt-4 text-sm">
            <div>
              <dt className="text-emerald-100/70">{t('brand.metric.revenue')}</dt>
              <dd className="mt-0.5 font-semibold tabular">{formatMoney(145_230)}</dd>
            </div>
            <div>
              <dt className="text-emerald-100/70">{t('brand.metric.profit')}</dt>
              <dd className="mt-0.5 font-semibold tabular">{formatPercent(0.34)}</dd>
            </div>
          </dl>
        </figure>
      </div>
      <p className="relative flex items-center gap-2 text-sm text-emerald-100/80">
        <Check className="h-4 w-4" aria-hidden />
        {t('brand.trial')}
      </p>
    </section>
  );
}
