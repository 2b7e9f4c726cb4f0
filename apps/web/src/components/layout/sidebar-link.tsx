import { useTranslation } from 'react-i18next';
import { Link, useMatch } from 'react-router';
import type { CatalogueRoute } from '../../app/route-catalogue.ts';
import { useHoverPreload } from '../../lib/preload-routes.ts';
import { cn } from '../ui/cn.ts';
import { Tooltip } from '../ui/tooltip.tsx';

/**
 * One screen in the sidebar or the drawer. Icon-only when collapsed (the name moves to a
 * tooltip and the accessible name); hovering 500 ms preloads the screen's chunk.
 */
export function SidebarLink({
  route,
  collapsed = false,
  onNavigate,
}: {
  route: CatalogueRoute;
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const preload = useHoverPreload(route);
  const title = t(route.titleKey);
  const Icon = route.icon;
  // Computed here rather than by NavLink's className function: the tooltip's Slot would turn
  // a function className into a string.
  const active = useMatch({ path: route.path, end: true }) !== null;
  return (
    <Tooltip content={title} side="right" disabled={!collapsed}>
      <Link
        to={route.path}
        onClick={onNavigate}
        aria-label={collapsed ? title : undefined}
        aria-current={active ? 'page' : undefined}
        {...preload}
        className={cn(
          'group flex h-9 items-center gap-3 rounded-lg text-sm font-medium transition',
          collapsed ? 'w-10 justify-center' : 'px-2.5',
          active ? 'bg-accent-soft text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg',
        )}
      >
        <Icon className="h-[18px] w-[18px] shrink-0" aria-hidden />
        {!collapsed && <span className="truncate">{title}</span>}
      </Link>
    </Tooltip>
  );
}
