import { Calculator, MonitorPlay, Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { RATING, TESTIMONIALS } from '../../../content/social-proof.ts';
import { formatNumber } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

/**
 * The landing's testimonials place (SPEC §2 order): the operator's real testimonials and rating
 * from content/social-proof.ts, or, while there are none, what the demo shows and how the
 * numbers are computed.
 */
export function TestimonialsSection() {
  return TESTIMONIALS.length > 0 ? <Testimonials /> : <HowWeCount />;
}

function Testimonials() {
  const { t } = useTranslation('landing');
  const language = getLanguage();
  return (
    <LandingSection labelledBy="testimonials-title" tone="raised">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
      />
      {RATING && (
        <p className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
          <Star className="h-4 w-4 fill-current text-amber-500" aria-hidden />
          <a href={RATING.sourceUrl} className="underline-offset-4 hover:underline">
            {t('testimonials.ratingLine', {
              average: formatNumber(RATING.average, 1),
              count: RATING.count,
              source: RATING.sourceName,
            })}
          </a>
        </p>
      )}
      <ul className="mt-12 grid gap-4 lg:grid-cols-3">
        {TESTIMONIALS.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-bg/50 p-6">
              <Quote className="h-6 w-6 text-accent/70" aria-hidden />
              <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-fg">
                <p>{item.quote[language]}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-border pt-4">
                <span className="block text-sm font-semibold text-fg">{item.name}</span>
                <span className="block text-xs text-muted">{item.role[language]}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}

function HowWeCount() {
  const { t } = useTranslation('landing');
  const columns = [
    { key: 'demo', icon: MonitorPlay, title: t('testimonials.honest.demoTitle') },
    { key: 'math', icon: Calculator, title: t('testimonials.honest.mathTitle') },
  ] as const;
  return (
    <LandingSection labelledBy="testimonials-title" tone="raised">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('testimonials.honest.eyebrow')}
        title={t('testimonials.honest.title')}
        lead={t('testimonials.honest.lead')}
      />
      <div className="mt-12 grid gap-4 lg:grid-cols-2">
        {columns.map(({ key, icon: Icon, title }) => (
          <section key={key} className="rounded-2xl border border-border bg-bg/50 p-6 sm:p-8">
            <div className="flex items-center gap-3">
              <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-accent-soft text-accent">
                <Icon className="h-5 w-5" aria-hidden />
              </span>
              <h3 className="text-base font-semibold text-fg">{title}</h3>
            </div>
            <ul className="mt-5 space-y-3 text-[15px] leading-7 text-muted">
              {(t(`testimonials.honest.${key}`, { returnObjects: true }) as string[]).map((line) => (
                <li key={line} className="flex gap-3">
                  <span aria-hidden className="mt-3 h-1.5 w-1.5 shrink-0 rounded-full bg-accent" />
                  {line}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </LandingSection>
  );
}
