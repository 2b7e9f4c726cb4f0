import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { listRouteTrail, routeCatalogue } from '../../app/route-catalogue.ts';

/**
 * Where the user is, from the route catalogue: Přehled › section › screen (and any parent
 * screens in between). Nothing for paths the catalogue does not know.
 */
export function Breadcrumbs() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const trail = listRouteTrail(pathname);
  const current = trail.at(-1);
  if (!current) return null;
  const home = routeCatalogue.find((route) => route.path === '/');
  const parents = trail.slice(0, -1).filter((route) => route.path !== '/');
  const sectionLabel = t(`sidebar.sections.${current.section}`);
  const title = t(current.titleKey);
  // A section named like its screen or a parent screen (Produkty › Produkty › Cross-sell) would
  // just repeat itself.
  const showSection =
    current.path !== '/' &&
    current.section !== 'main' &&
    sectionLabel !== title &&
    !parents.some((route) => t(route.titleKey) === sectionLabel);

  return (
    <nav aria-label={t('breadcrumbs.label')} className="min-w-0">
      <ol className="flex min-w-0 items-center gap-1.5 text-sm">
        {home && current.path !== '/' && (
          <Crumb>
            <Link to="/" className="rounded text-muted transition hover:text-fg">
              {t(home.titleKey)}
            </Link>
          </Crumb>
        )}
        {showSection && (
          <Crumb>
            <span className="text-muted">{sectionLabel}</span>
          </Crumb>
        )}
        {parents.map((route) => (
          <Crumb key={route.path}>
            <Link to={route.path} className="rounded text-muted transition hover:text-fg">
              {t(route.titleKey)}
            </Link>
          </Crumb>
        ))}
        <li className="min-w-0 truncate font-medium text-fg" aria-current="page">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function Crumb({ children }: { children: ReactNode }) {
  return (
    <li className="flex shrink-0 items-center gap-1.5">
      {children}
      <ChevronRight className="h-3.5 w-3.5 text-muted/70" aria-hidden />
    </li>
  );
}
