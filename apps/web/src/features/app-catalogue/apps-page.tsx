import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { LandingSection, SectionHeading } from '../landing/section-heading.tsx';
import { AppStatusBadge } from './app-status-badge.tsx';
import { APP_CATEGORIES, CATALOGUE_APPS, CATEGORY_ICONS } from './catalogue-apps.ts';

/** /apps: every app of the product in the five SPEC categories, with honest Beta / Připravujeme marks. */
export default function AppsPage() {
  const { t } = useTranslation('appCatalogue');
  useDocumentTitle(t('documentTitle'));
  return (
    <LandingSection labelledBy="apps-title">
      <SectionHeading id="apps-title" as="h1" eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <nav
        aria-label={t('filterLabel')}
        className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-2"
      >
        {APP_CATEGORIES.map((category) => (
          <a
            key={category}
            href={`#${category}`}
            className="rounded-full border border-border bg-surface px-3.5 py-1.5 text-sm font-medium text-fg transition hover:border-accent/50 hover:bg-surface-2"
          >
            {t(`categories.${category}`)}
          </a>
        ))}
      </nav>
      <div className="mt-14 flex flex-col gap-16">
        {APP_CATEGORIES.map((category) => {
          const Icon = CATEGORY_ICONS[category];
          const apps = CATALOGUE_APPS.filter((app) => app.category === category);
          return (
            <section
              key={category}
              id={category}
              aria-labelledby={`${category}-title`}
              className="scroll-mt-20"
            >
              <div className="flex items-center gap-3">
                <span className="flex h-9 w-9 items-center justify-center rounded-lg bg-accent-soft text-accent">
                  <Icon className="h-[18px] w-[18px]" aria-hidden />
                </span>
                <h2 id={`${category}-title`} className="text-xl font-semibold tracking-tight text-fg">
                  {t(`categories.${category}`)}
                </h2>
                <span className="text-sm text-muted">{t('countApps', { count: apps.length })}</span>
              </div>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {apps.map((app) => {
                  const AppIcon = app.icon;
                  return (
                    <li key={app.id}>
                      <Link
                        to={`/apps/${app.id}`}
                        className="group flex h-full flex-col rounded-2xl border border-border bg-surface p-5 shadow-sm transition hover:border-accent/50 hover:shadow-md"
                      >
                        <span className="flex items-start justify-between gap-3">
                          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-surface-2 text-fg">
                            <AppIcon className="h-5 w-5" aria-hidden />
                          </span>
                          <AppStatusBadge status={app.status} />
                        </span>
                        <span className="mt-4 text-base font-semibold text-fg">
                          {t(`apps.${app.id}.name`)}
                        </span>
                        <span className="mt-1 flex-1 text-sm leading-6 text-muted">
                          {t(`apps.${app.id}.summary`)}
                        </span>
                        <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-accent">
                          {t('detail')}
                          <ArrowRight
                            className="h-4 w-4 transition group-hover:translate-x-0.5"
                            aria-hidden
                          />
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </LandingSection>
  );
}
