import type { Import } from '@ziskomer/contracts';
import { ChevronRight, History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime, formatNumber, formatRelative } from '../../lib/format.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { ImportStatusBadge } from './import-status-badge.tsx';
import type { useActiveImports } from './use-active-imports.ts';

export interface RecentImportsCardProps {
  imports: ReturnType<typeof useActiveImports>;
  currentId: string | null;
  timeZone: string;
  onOpen: (importId: string) => void;
}

/** SPEC §9: the shop's 10 most recent import sessions, each reopening its progress or result. */
export function RecentImportsCard({ imports, currentId, timeZone, onOpen }: RecentImportsCardProps) {
  const { t } = useTranslation('imports');
  const items = imports.data ?? [];
  return (
    <Card>
      <CardHeader title={t('recent.title')} description={t('recent.description')} />
      {imports.isPending ? (
        <ul aria-busy className="divide-y divide-border">
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex items-center gap-3 px-5 py-3.5">
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-3.5 w-1/2" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-5 w-20 rounded-full" />
            </li>
          ))}
        </ul>
      ) : imports.isError ? (
        <ErrorState
          size="inline"
          title={t('recent.loadFailed')}
          description={getErrorMessage(imports.error)}
          actions={
            <Button size="sm" variant="secondary" onClick={() => void imports.refetch()}>
              {t('common:retry')}
            </Button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState icon={History} title={t('recent.empty')} description={t('recent.emptyText')} />
      ) : (
        <ul className="divide-y divide-border">
          {items.map((item) => (
            <RecentImportRow
              key={item.id}
              item={item}
              current={item.id === currentId}
              timeZone={timeZone}
              onOpen={() => onOpen(item.id)}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecentImportRow({
  item,
  current,
  timeZone,
  onOpen,
}: {
  item: Import;
  current: boolean;
  timeZone: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation('imports');
  const counts =
    item.status === 'ready' || item.status === 'pending'
      ? null
      : [
          t('recent.counts.inserted', { value: formatNumber(item.counts.inserted) }),
          t('recent.counts.updated', { value: formatNumber(item.counts.updated) }),
          t('recent.counts.rejected', { value: formatNumber(item.counts.rejected) }),
        ].join(' · ');
  return (
    <li>
      <Link
        to={`/import?id=${item.id}`}
        onClick={onOpen}
        aria-current={current ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 px-5 py-3 transition hover:bg-surface-2 focus-visible:bg-surface-2',
          current && 'bg-accent-soft/40',
        )}
      >
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <span className="truncate text-sm font-medium text-fg">{item.fileName}</span>
            <Badge tone={item.kind === 'ad-spend' ? 'accent' : 'neutral'}>
              {t(`kind.${item.kind}.label`)}
            </Badge>
            <ImportStatusBadge status={item.status} />
          </div>
          <p className="mt-0.5 text-xs text-muted tabular">
            <time dateTime={item.createdAt} title={formatDateTime(item.createdAt, timeZone)}>
              {formatRelative(item.createdAt)}
            </time>
            {counts && <> · {counts}</>}
          </p>
        </div>
        <ChevronRight aria-hidden className="h-4 w-4 shrink-0 text-muted" />
        <span className="sr-only">{t('recent.open')}</span>
      </Link>
    </li>
  );
}
