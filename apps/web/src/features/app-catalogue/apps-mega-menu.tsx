import { ChevronDown, LayoutGrid, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Popover, PopoverContent, PopoverTrigger } from '../../components/ui/popover.tsx';
import { AppStatusBadge } from './app-status-badge.tsx';
import {
  APP_CATEGORIES,
  CATALOGUE_APPS,
  type CatalogueApp,
  findCatalogueApp,
  selectedAppForPath,
} from './catalogue-apps.ts';
import { setSelectedApp, useSelectedApp } from './selected-app-store.ts';

/**
 * The header's apps mega-menu, shown only to signed-in users (SPEC §2): every catalogue app by
 * category. A popover: Tab moves through the apps, Escape closes it and returns focus to the
 * trigger. Choosing an app selects it and opens it (SPEC §4); the selection follows the path.
 */
export function AppsMegaMenu() {
  const { t } = useTranslation('appCatalogue');
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const selected = findCatalogueApp(useSelectedApp() ?? undefined);

  useEffect(() => {
    setSelectedApp(selectedAppForPath(pathname));
  }, [pathname]);

  const choose = (app: CatalogueApp) => {
    setOpen(false);
    setSelectedApp(app.id);
    navigate(app.path ?? `/apps/${app.id}`);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger className="inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg data-[state=open]:bg-surface-2 data-[state=open]:text-fg">
        <LayoutGrid className="h-4 w-4" aria-hidden />
        <span className="max-w-32 truncate max-md:sr-only">
          {selected ? t(`apps.${selected.id}.name`) : t('megaMenu.trigger')}
        </span>
        <ChevronDown className="h-3.5 w-3.5 max-md:hidden" aria-hidden />
      </PopoverTrigger>
      <PopoverContent
        align="start"
        aria-label={t('megaMenu.title')}
        className="max-h-[min(80vh,640px)] w-[min(calc(100vw-1rem),920px)] overflow-y-auto p-4 sm:p-5"
      >
        {selected && (
          <div className="mb-4 flex items-center justify-between gap-3 rounded-lg bg-surface-2 px-3 py-2 text-sm">
            <span className="truncate text-fg">
              {t('megaMenu.selected', { name: t(`apps.${selected.id}.name`) })}
            </span>
            <button
              type="button"
              onClick={() => setSelectedApp(null)}
              className="inline-flex shrink-0 items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-surface hover:text-fg"
            >
              <X className="h-3.5 w-3.5" aria-hidden />
              {t('megaMenu.clear')}
            </button>
          </div>
        )}
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {APP_CATEGORIES.map((category) => (
            <section key={category} aria-labelledby={`mega-${category}`}>
              <h2
                id={`mega-${category}`}
                className="px-2 text-xs font-semibold uppercase tracking-wider text-muted"
              >
                {t(`categories.${category}`)}
              </h2>
              <ul className="mt-2 space-y-0.5">
                {CATALOGUE_APPS.filter((app) => app.category === category).map((app) => {
                  const Icon = app.icon;
                  return (
                    <li key={app.id}>
                      <button
                        type="button"
                        onClick={() => choose(app)}
                        aria-current={selected?.id === app.id ? 'true' : undefined}
                        className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-left text-sm text-fg hover:bg-surface-2 focus-visible:bg-surface-2 aria-[current=true]:bg-accent-soft aria-[current=true]:text-accent"
                      >
                        <Icon className="h-4 w-4 shrink-0 text-muted" aria-hidden />
                        <span className="min-w-0 flex-1 truncate">{t(`apps.${app.id}.name`)}</span>
                        <AppStatusBadge status={app.status} />
                      </button>
                    </li>
                  );
                })}
              </ul>
            </section>
          ))}
        </div>
        <div className="mt-4 border-t border-border pt-3">
          <Link
            to="/apps"
            onClick={() => setOpen(false)}
            className="rounded px-2 text-sm font-medium text-accent hover:underline"
          >
            {t('megaMenu.all')}
          </Link>
        </div>
      </PopoverContent>
    </Popover>
  );
}
