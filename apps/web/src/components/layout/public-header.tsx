import { Menu, PlayCircle, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDemoSignIn } from '../../features/landing/use-demo-sign-in.ts';
import { Button } from '../ui/button.tsx';
import '../ui/motion.css';
import { LanguageSwitch } from './language-switch.tsx';
import { Logo } from './logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The landing page's anchors (SPEC §2 public header). */
export const PUBLIC_NAV = [
  { hash: '#features', key: 'features' },
  { hash: '#pricing', key: 'pricing' },
  { hash: '#about', key: 'about' },
  { hash: '#contact', key: 'contact' },
] as const;

/** The visitors' header: product anchors, sign-in, Demo and 'Začít zdarma'. */
export function PublicHeader() {
  const { t } = useTranslation('shell');
  const demo = useDemoSignIn();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation (new key) closes the menu.
  useEffect(() => setMenuOpen(false), [location.key]);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-bg/80 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="shrink-0 rounded-lg" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.public')} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {PUBLIC_NAV.map((item) => (
              <li key={item.key}>
                <Link
                  to={{ pathname: '/', hash: item.hash }}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-fg"
                >
                  {t(`nav.${item.key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          <LanguageSwitch className="max-sm:hidden" />
          <ThemeToggle className="max-sm:hidden" />
          <Button variant="ghost" size="sm" asChild className="max-md:hidden">
            <Link to="/auth">{t('nav.signIn')}</Link>
          </Button>
          <Button
            variant="secondary"
            size="sm"
            className="max-md:hidden"
            loading={demo.isPending}
            onClick={() => demo.mutate()}
          >
            {!demo.isPending && <PlayCircle className="h-4 w-4" aria-hidden />}
            {t('nav.demo')}
          </Button>
          <Button size="sm" asChild className="max-sm:hidden">
            <Link to="/auth">{t('nav.startFree')}</Link>
          </Button>
          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-fg hover:bg-surface-2 lg:hidden"
              aria-label={t('nav.openMenu')}
            >
              <Menu className="h-5 w-5" aria-hidden />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className="zk-fade-in fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] lg:hidden" />
              <Dialog.Content className="zk-pop-in fixed inset-x-3 top-3 z-50 rounded-2xl border border-border bg-surface p-4 shadow-2xl focus:outline-none lg:hidden">
                <div className="flex items-center justify-between">
                  <Dialog.Title asChild>
                    <span>
                      <Logo />
                    </span>
                  </Dialog.Title>
                  <Dialog.Description className="sr-only">{t('nav.menuDescription')}</Dialog.Description>
                  <Dialog.Close
                    className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
                    aria-label={t('nav.closeMenu')}
                  >
                    <X className="h-5 w-5" aria-hidden />
                  </Dialog.Close>
                </div>
                <nav aria-label={t('nav.public')} className="mt-3">
                  <ul className="grid gap-1">
                    {PUBLIC_NAV.map((item) => (
                      <li key={item.key}>
                        <Link
                          to={{ pathname: '/', hash: item.hash }}
                          onClick={() => setMenuOpen(false)}
                          className="block rounded-lg px-3 py-2.5 text-base font-medium text-fg hover:bg-surface-2"
                        >
                          {t(`nav.${item.key}`)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
                <div className="mt-3 flex items-center gap-2 border-t border-border pt-3 sm:hidden">
                  <LanguageSwitch />
                  <ThemeToggle />
                </div>
                <div className="mt-3 grid gap-2 border-t border-border pt-4">
                  <Button asChild>
                    <Link to="/auth">{t('nav.startFree')}</Link>
                  </Button>
                  <div className="grid grid-cols-2 gap-2">
                    <Button variant="secondary" asChild>
                      <Link to="/auth">{t('nav.signIn')}</Link>
                    </Button>
                    <Button variant="secondary" loading={demo.isPending} onClick={() => demo.mutate()}>
                      {t('nav.demo')}
                    </Button>
                  </div>
                </div>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
