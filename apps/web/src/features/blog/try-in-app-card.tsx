import { ArrowRight, PlayCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useSession } from '../auth/use-session.ts';
import { useDemoSignIn } from '../landing/use-demo-sign-in.ts';

/**
 * The call to action under an article or lesson: a visitor opens the demo shop (real screens on
 * generated data) or signs up; a signed-in user goes straight to the screen the text is about.
 */
export function TryInAppCard({ appPath, title, text }: { appPath: string; title: string; text: string }) {
  const { t } = useTranslation('blog');
  const { isAuthenticated } = useSession();
  const demo = useDemoSignIn();
  return (
    <aside className="rounded-2xl border border-accent/30 bg-accent-soft p-6 sm:p-8">
      <h2 className="text-xl font-semibold tracking-tight text-fg">{title}</h2>
      <p className="mt-2 max-w-2xl text-sm leading-6 text-fg/80">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {isAuthenticated ? (
          <Button asChild>
            <Link to={appPath}>
              {t('cta.open')}
              <ArrowRight className="h-4 w-4" aria-hidden />
            </Link>
          </Button>
        ) : (
          <>
            <Button onClick={() => demo.mutate()} loading={demo.isPending}>
              <PlayCircle className="h-4 w-4" aria-hidden />
              {t('cta.demo')}
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/auth">{t('cta.signUp')}</Link>
            </Button>
          </>
        )}
      </div>
    </aside>
  );
}
