import { ArrowLeft, ArrowRight, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useDemoSignIn } from '../landing/use-demo-sign-in.ts';
import { AppStatusBadge } from './app-status-badge.tsx';
import { CATALOGUE_APPS, CATEGORY_ICONS, findCatalogueApp } from './catalogue-apps.ts';
import { useAppLink } from './use-app-link.ts';

/** /apps/{app}: what the app does, its status, and the way into it (or into the demo). */
export default function AppPage() {
  const { t } = useTranslation('appCatalogue');
  const app = findCatalogueApp(useParams().app);
  useDocumentTitle(app ? t(`apps.${app.id}.name`) : t('notFoundTitle'));
  if (!app) {
    return (
      <div className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-2xl font-semibold text-fg">{t('notFoundTitle')}</h1>
        <p className="mt-3 text-muted">{t('notFoundText')}</p>
        <Button asChild className="mt-8">
          <Link to="/apps">{t('back')}</Link>
        </Button>
      </div>
    );
  }
  const CategoryIcon = CATEGORY_ICONS[app.category];
  const AppIcon = app.icon;
  const related = CATALOGUE_APPS.filter((other) => other.category === app.category && other.id !== app.id);
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <Link
        to="/apps"
        className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted hover:text-fg"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('back')}
      </Link>
      <div className="mt-8 flex flex-col gap-6 sm:flex-row sm:items-start">
        <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <AppIcon className="h-7 w-7" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-muted">
            <CategoryIcon className="h-4 w-4" aria-hidden />
            {t(`categories.${app.category}`)}
            <AppStatusBadge status={app.status} />
          </p>
          <h1 className="mt-2 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
            {t(`apps.${app.id}.name`)}
          </h1>
          <p className="mt-3 text-lg text-muted">{t(`apps.${app.id}.summary`)}</p>
        </div>
      </div>
      <div className="mt-10 grid gap-8 lg:grid-cols-[1.4fr_1fr]">
        <div className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <p className="text-base leading-7 text-fg">{t(`apps.${app.id}.description`)}</p>
          {app.status !== 'available' && (
            <p className="mt-4 rounded-lg bg-surface-2 px-4 py-3 text-sm text-muted">
              {t(`statusHelp.${app.status}`)}
            </p>
          )}
        </div>
        <AppActions appId={app.id} />
      </div>
      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-14">
          <h2 id="related-title" className="text-lg font-semibold text-fg">
            {t('related')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((other) => (
              <li key={other.id}>
                <Link
                  to={`/apps/${other.id}`}
                  className="flex items-center justify-between gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium text-fg transition hover:border-accent/50 hover:bg-surface-2"
                >
                  <span className="truncate">{t(`apps.${other.id}.name`)}</span>
                  <AppStatusBadge status={other.status} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** Open the app (signed in), or try it in the demo / sign up (visitors); nothing to open while it is coming. */
function AppActions({ appId }: { appId: string }) {
  const { t } = useTranslation('appCatalogue');
  const app = findCatalogueApp(appId)!;
  const link = useAppLink(app);
  const demo = useDemoSignIn();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-border bg-bg/40 p-6">
      {link?.signedIn ? (
        <Button size="lg" asChild>
          <Link to={link.to}>
            {t('open')}
            <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </Button>
      ) : (
        <>
          {link && (
            <Button size="lg" onClick={() => demo.mutate()} loading={demo.isPending}>
              <PlayCircle className="h-5 w-5" aria-hidden />
              {t('openDemo')}
            </Button>
          )}
          <Button size="lg" variant={link ? 'secondary' : 'primary'} asChild>
            <Link to="/auth">{t('tryFree')}</Link>
          </Button>
        </>
      )}
      {!link && <p className="text-sm text-muted">{t('noPreview')}</p>}
    </div>
  );
}
