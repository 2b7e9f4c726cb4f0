import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type CatalogueRoute, findCatalogueRoute, routeCatalogue } from '../../app/route-catalogue.ts';
import { cn } from '../ui/cn.ts';
import { Kbd } from '../ui/kbd.tsx';
import { Tooltip } from '../ui/tooltip.tsx';
import { Logo } from './logo.tsx';
import { SidebarLink } from './sidebar-link.tsx';
import {
  DESKTOP_FOOTER_SECTIONS,
  DESKTOP_SECTIONS,
  groupRoutes,
  useOpenSections,
} from './sidebar-sections.ts';
import { useSidebarStore } from './sidebar-store.ts';

/**
 * The desktop sidebar (768 px and wider): 256 px with labels or 64 px with icons, toggled by its
 * button or Ctrl/Cmd+B. Sections without a working screen are not shown.
 */
export function Sidebar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const expanded = useSidebarStore((s) => s.expanded);
  const toggleExpanded = useSidebarStore((s) => s.toggleExpanded);
  const followWindowWidth = useSidebarStore((s) => s.followWindowWidth);
  const activeSection = findCatalogueRoute(pathname)?.section;
  const { isOpen, toggle } = useOpenSections(activeSection);
  const groups = groupRoutes(routeCatalogue, DESKTOP_SECTIONS);
  const footer = groupRoutes(routeCatalogue, DESKTOP_FOOTER_SECTIONS).flatMap((group) => group.routes);

  useEffect(() => {
    window.addEventListener('resize', followWindowWidth);
    return () => window.removeEventListener('resize', followWindowWidth);
  }, [followWindowWidth]);

  const toggleLabel = expanded ? t('sidebar.collapse') : t('sidebar.expand');
  return (
    <aside
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 z-30 hidden h-dvh shrink-0 flex-col border-r border-border bg-surface transition-[width] duration-200 md:flex',
        expanded ? 'w-64' : 'w-16',
      )}
    >
      <div
        className={cn(
          'flex h-14 shrink-0 items-center border-b border-border',
          expanded ? 'px-4' : 'justify-center',
        )}
      >
        <Link to="/" className="rounded-lg" aria-label={t('nav.home')}>
          <Logo compact={!expanded} />
        </Link>
      </div>
      <nav aria-label={t('sidebar.navigation')} className="flex-1 overflow-y-auto px-3 py-3">
        {groups.map((group, index) => (
          <SidebarSection
            key={group.section}
            title={t(`sidebar.sections.${group.section}`)}
            routes={group.routes}
            expanded={expanded}
            open={isOpen(group.section)}
            locked={group.section === activeSection}
            onToggle={() => toggle(group.section)}
            first={index === 0}
          />
        ))}
      </nav>
      <div className="shrink-0 space-y-1 border-t border-border p-3">
        {footer.map((route) => (
          <SidebarLink key={route.path} route={route} collapsed={!expanded} />
        ))}
        <Tooltip content={<TooltipWithShortcut label={toggleLabel} />} side="right">
          <button
            type="button"
            onClick={toggleExpanded}
            aria-label={toggleLabel}
            aria-keyshortcuts="Control+B Meta+B"
            className={cn(
              'flex h-9 items-center gap-3 rounded-lg text-sm font-medium text-muted transition hover:bg-surface-2 hover:text-fg',
              expanded ? 'w-full px-2.5' : 'w-10 justify-center',
            )}
          >
            {expanded ? (
              <PanelLeftClose className="h-[18px] w-[18px]" aria-hidden />
            ) : (
              <PanelLeftOpen className="h-[18px] w-[18px]" aria-hidden />
            )}
            {expanded && <span className="truncate">{t('sidebar.collapse')}</span>}
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}

function TooltipWithShortcut({ label }: { label: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      {label}
      <Kbd keys={['mod', 'B']} />
    </span>
  );
}

function SidebarSection({
  title,
  routes,
  expanded,
  open,
  locked,
  onToggle,
  first,
}: {
  title: string;
  routes: CatalogueRoute[];
  expanded: boolean;
  open: boolean;
  /** The section of the current route stays open. */
  locked: boolean;
  onToggle: () => void;
  first: boolean;
}) {
  const listId = useId();
  if (!expanded) {
    // Icons only: the sections become thin dividers and every screen stays reachable.
    return (
      <div className={cn('space-y-1', !first && 'mt-3 border-t border-border pt-3')}>
        {routes.map((route) => (
          <SidebarLink key={route.path} route={route} collapsed />
        ))}
      </div>
    );
  }
  return (
    <div className={cn(!first && 'mt-4')}>
      <button
        type="button"
        onClick={onToggle}
        disabled={locked}
        aria-expanded={open}
        aria-controls={listId}
        className="flex w-full items-center justify-between rounded-md px-2.5 py-1 text-[11px] font-semibold uppercase tracking-wider text-muted transition hover:text-fg disabled:cursor-default disabled:hover:text-muted"
      >
        {title}
        {!locked && (
          <ChevronDown
            className={cn('h-3.5 w-3.5 transition-transform', !open && '-rotate-90')}
            aria-hidden
          />
        )}
      </button>
      {open && (
        <div id={listId} className="mt-1 space-y-1">
          {routes.map((route) => (
            <SidebarLink key={route.path} route={route} />
          ))}
        </div>
      )}
    </div>
  );
}
