import { ArrowLeft, Compass } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** SPEC §2: an unknown path shows 404 and a way back; the attempt is logged. */
export default function NotFoundPage() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  useDocumentTitle(t('notFound.title'));

  useEffect(() => {
    console.warn('Uživatel se pokusil přistoupit na neexistující cestu', pathname);
  }, [pathname]);

  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="mb-6 flex h-14 w-14 items-center justify-center rounded-2xl bg-accent-soft text-accent">
        <Compass className="h-7 w-7" aria-hidden />
      </div>
      <p className="text-6xl font-semibold tracking-tight text-fg tabular sm:text-7xl">404</p>
      <h1 className="mt-4 text-2xl font-semibold tracking-tight text-fg">{t('notFound.title')}</h1>
      <p className="mt-3 text-base text-muted">{t('notFound.description')}</p>
      <p className="mt-2 max-w-full truncate font-mono text-xs text-muted">{pathname}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          {t('notFound.home')}
        </Link>
      </Button>
    </section>
  );
}
