import { ChevronRight, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatNumber, formatRelative } from '../../lib/format.ts';
import { ImportStatusBadge } from '../imports/import-status-badge.tsx';
import { useActiveImports } from '../imports/use-active-imports.ts';
import { pickLastImport } from './pick-last-import.ts';

/**
 * The shop's last import that brought data (or is bringing it): file, when, status and what it
 * brought, with a way to the next one. A cancelled upload does not hide the one before it, and a
 * shop whose orders came without an import says so (pickLastImport).
 */
export function LastImportCard({ shopId, hasOrders }: { shopId: string; hasOrders: boolean }) {
  const { t } = useTranslation('home');
  const imports = useActiveImports(shopId);
  const view = pickLastImport(imports.data ?? [], hasOrders);
  const last = view.kind === 'import' ? view.item : null;
  return (
    <Card className="overflow-hidden">
      <CardHeader
        title={t('lastImport.title')}
        actions={
          <Button variant="secondary" size="sm" asChild>
            <Link to="/import">
              <Upload aria-hidden className="h-4 w-4" />
              {t('lastImport.new')}
            </Link>
          </Button>
        }
      />
      <div className="px-5 py-4 text-sm">
        {imports.isPending ? (
          <Skeleton className="h-10 w-full" />
        ) : !last ? (
          <p className="text-muted">
            {view.kind === 'ordersWithoutImport' ? t('lastImport.ordersWithoutImport') : t('lastImport.none')}
          </p>
        ) : (
          <Link to="/import" className="group flex items-center gap-3 rounded-md">
            <div className="min-w-0 flex-1">
              <p className="flex items-center gap-2">
                <span className="truncate font-medium text-fg">{last.fileName}</span>
                <ImportStatusBadge status={last.status} />
              </p>
              <p className="mt-0.5 text-xs text-muted">
                {formatRelative(last.finishedAt ?? last.createdAt)}
                {last.status === 'completed' &&
                  ` · ${t('lastImport.counts', {
                    inserted: formatNumber(last.counts.inserted),
                    updated: formatNumber(last.counts.updated),
                  })}`}
              </p>
            </div>
            <ChevronRight aria-hidden className="h-4 w-4 text-muted group-hover:text-fg" />
          </Link>
        )}
      </div>
    </Card>
  );
}
