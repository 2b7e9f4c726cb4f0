import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { type TouchEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { routeCatalogue } from '../../app/route-catalogue.ts';
import { useIsMobile } from '../../lib/use-media-query.ts';
import '../ui/motion.css';
import { Logo } from './logo.tsx';
import { SidebarLink } from './sidebar-link.tsx';
import { getMobileSection, groupRoutes, MOBILE_SECTIONS } from './sidebar-sections.ts';
import { useSidebarStore } from './sidebar-store.ts';

/** SPEC §2: a downward swipe longer than 100 px closes the drawer. */
export const SWIPE_CLOSE_PX = 100;

/**
 * The navigation on phones (under 768 px): a sheet from the bottom with the sections Hlavní,
 * Analytika, Nástroje, Akademie and Nastavení (those that have screens). It closes with its
 * button, Escape, a tap outside, a route change or a swipe down.
 */
export function MobileNavSheet() {
  const { t } = useTranslation('shell');
  const open = useSidebarStore((s) => s.drawerOpen);
  const setOpen = useSidebarStore((s) => s.setDrawerOpen);
  const { pathname } = useLocation();
  const groups = groupRoutes(routeCatalogue, MOBILE_SECTIONS, getMobileSection);
  const [offset, setOffset] = useState(0);
  const start = useRef<number | null>(null);
  const scroller = useRef<HTMLElement>(null);
  const isMobile = useIsMobile();

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the reaction to a new path.
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  // Widening the window past 768 px swaps the drawer for the sidebar.
  useEffect(() => {
    if (!isMobile) setOpen(false);
  }, [isMobile, setOpen]);

  const onTouchStart = (event: TouchEvent) => {
    // A swipe only counts from the top of the list, so scrolling the list still works.
    start.current = (scroller.current?.scrollTop ?? 0) <= 0 ? (event.touches[0]?.clientY ?? null) : null;
  };
  const onTouchMove = (event: TouchEvent) => {
    if (start.current === null) return;
    setOffset(Math.max(0, (event.touches[0]?.clientY ?? start.current) - start.current));
  };
  const onTouchEnd = () => {
    if (start.current !== null && offset > SWIPE_CLOSE_PX) setOpen(false);
    start.current = null;
    setOffset(0);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="zk-fade-in fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-[2px] md:hidden" />
        <Dialog.Content
          className="zk-sheet-up fixed inset-x-0 bottom-0 z-50 flex max-h-[85dvh] flex-col rounded-t-2xl border-t border-border bg-surface shadow-2xl focus:outline-none md:hidden"
          style={offset > 0 ? { transform: `translateY(${offset}px)`, transition: 'none' } : undefined}
          onTouchStart={onTouchStart}
          onTouchMove={onTouchMove}
          onTouchEnd={onTouchEnd}
          onTouchCancel={onTouchEnd}
        >
          <div className="flex justify-center pt-2.5" aria-hidden>
            <span className="h-1.5 w-10 rounded-full bg-border" />
          </div>
          <div className="flex items-center justify-between px-5 pb-2 pt-2">
            <Dialog.Title asChild>
              <span>
                <Logo />
                <span className="sr-only">{t('sidebar.drawerTitle')}</span>
              </span>
            </Dialog.Title>
            <Dialog.Description className="sr-only">{t('sidebar.drawerDescription')}</Dialog.Description>
            <Dialog.Close
              className="inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg"
              aria-label={t('sidebar.closeDrawer')}
            >
              <X className="h-5 w-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav
            ref={scroller}
            aria-label={t('sidebar.navigation')}
            className="overflow-y-auto px-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
          >
            {groups.map((group) => (
              <section key={group.section} className="mt-3 first:mt-1">
                <h2 className="px-2.5 pb-1 text-[11px] font-semibold uppercase tracking-wider text-muted">
                  {t(`sidebar.sections.${group.section}`)}
                </h2>
                <div className="space-y-1">
                  {group.routes.map((route) => (
                    <SidebarLink key={route.path} route={route} onNavigate={() => setOpen(false)} />
                  ))}
                </div>
              </section>
            ))}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
