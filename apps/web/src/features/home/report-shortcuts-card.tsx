import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeCatalogue } from '../../app/route-catalogue.ts';
import { Card, CardHeader } from '../../components/ui/card.tsx';

/** Sections whose screens are reports; the shortcuts follow the catalogue, so only built ones show. */
const REPORT_SECTIONS = new Set(['analytics', 'customers', 'products', 'marketing']);
const SHORTCUTS = 8;

/** Shortcuts to the reports a shop owner opens most, by the catalogue's priority. */
export function ReportShortcutsCard() {
  const { t } = useTranslation();
  const reports = routeCatalogue
    .filter((route) => REPORT_SECTIONS.has(route.section) && !route.path.includes(':'))
    .slice(0, SHORTCUTS);
  if (reports.length === 0) return null;
  return (
    <Card>
      <CardHeader title={t('home:reports.title')} description={t('home:reports.description')} />
      <ul className="grid grid-cols-2 gap-2 p-3 sm:grid-cols-4">
        {reports.map(({ path, titleKey, icon: Icon }) => (
          <li key={path}>
            <Link
              to={path}
              className="flex h-full items-center gap-2.5 rounded-lg border border-border px-3 py-2.5 text-sm font-medium text-fg transition hover:border-accent/40 hover:bg-surface-2 focus-visible:bg-surface-2"
            >
              <Icon aria-hidden className="h-4 w-4 shrink-0 text-accent" />
              <span className="min-w-0 leading-tight">{t(titleKey)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
