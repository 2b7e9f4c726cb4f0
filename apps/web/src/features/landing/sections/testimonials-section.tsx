import { Quote, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const TESTIMONIALS = ['owner', 'agency', 'marketing'] as const;

/** What customers say, with the rating summary (SPEC §1: 4.8 from 500 ratings). */
export function TestimonialsSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection labelledBy="testimonials-title" tone="raised">
      <SectionHeading
        id="testimonials-title"
        eyebrow={t('testimonials.eyebrow')}
        title={t('testimonials.title')}
      />
      <div className="mt-6 flex items-center justify-center gap-2 text-sm text-muted">
        <span className="flex text-amber-500" aria-hidden>
          {[0, 1, 2, 3, 4].map((i) => (
            <Star key={i} className="h-4 w-4 fill-current" />
          ))}
        </span>
        <span>{t('testimonials.rating')}</span>
      </div>
      <ul className="mt-12 grid gap-4 lg:grid-cols-3">
        {TESTIMONIALS.map((key) => (
          <li key={key}>
            <figure className="flex h-full flex-col rounded-2xl border border-border bg-bg/50 p-6">
              <Quote className="h-6 w-6 text-accent/70" aria-hidden />
              <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-fg">
                <p>{t(`testimonials.items.${key}.quote`)}</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
                <span
                  aria-hidden
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-soft text-sm font-semibold text-accent"
                >
                  {t(`testimonials.items.${key}.name`).slice(0, 1)}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-fg">
                    {t(`testimonials.items.${key}.name`)}
                  </span>
                  <span className="block text-xs text-muted">{t(`testimonials.items.${key}.role`)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
