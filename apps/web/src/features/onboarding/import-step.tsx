import type { Shop } from '@ziskomer/contracts';
import { ArrowRight, BarChart3, FileSpreadsheet, LayoutDashboard, Plug, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useShopSummary } from '../home/use-shop-summary.ts';

/**
 * Step 3: bring in the shop's orders, from a CSV export (the import wizard) or through the API.
 * A shop that already has orders (the demo shop, one fed by the API) is not asked for them
 * again: the step says so and leads to the reports, with an import only as the second way.
 */
export function ImportStep({
  shop,
  onFinish,
}: {
  shop: Pick<Shop, 'id' | 'name'> | null;
  onFinish: () => void;
}) {
  const { t } = useTranslation('onboarding');
  const summary = useShopSummary(shop?.id);
  const hasOrders = summary.data?.hasOrders === true;
  const shopName = shop?.name ?? null;
  const ways = [
    { icon: FileSpreadsheet, title: t('import.csv'), text: t('import.csvHint'), to: '/import' },
    { icon: Plug, title: t('import.api'), text: t('import.apiHint'), to: '/settings?tab=api' },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-fg">{t('steps.3.title')}</h2>
        <p className="mt-1 text-sm text-muted">
          {hasOrders && shopName
            ? t('import.hasOrders', {
                shop: shopName,
                orders: formatNumber(summary.data?.current.orders ?? 0),
              })
            : shopName
              ? t('import.readyFor', { shop: shopName })
              : t('steps.3.description')}
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {ways.map(({ icon: Icon, title, text, to }) => (
          <li key={title}>
            <Link
              to={to}
              className="group flex h-full gap-3 rounded-lg border border-border p-4 transition hover:border-accent/60 hover:bg-accent-soft/40"
            >
              <Icon aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-accent" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-1 text-sm font-medium text-fg">
                  {title}
                  <ArrowRight
                    aria-hidden
                    className="h-3.5 w-3.5 opacity-0 transition group-hover:opacity-100"
                  />
                </span>
                <span className="mt-0.5 block text-xs text-muted">{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {hasOrders ? (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" asChild>
            <Link to="/import">
              <Upload aria-hidden className="h-4 w-4" />
              {t('import.uploadMore')}
            </Link>
          </Button>
          <Button onClick={onFinish}>
            <BarChart3 aria-hidden className="h-4 w-4" />
            {t('import.toReports')}
          </Button>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={onFinish}>
            <LayoutDashboard aria-hidden className="h-4 w-4" />
            {t('import.finish')}
          </Button>
          <Button asChild>
            <Link to="/import">
              <Upload aria-hidden className="h-4 w-4" />
              {t('import.upload')}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
