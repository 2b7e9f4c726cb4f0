import type { ActivityEntry, ActivityFilter } from '@ziskomer/contracts';
import type { LucideIcon } from 'lucide-react';
import { Download, FolderKanban, History, Store, Upload, UserRound } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDateTime, formatRelative } from '../../../lib/format.ts';
import { describeActivity } from './describe-activity.ts';
import { ACTIVITY_FULL_LIMIT, ACTIVITY_PREVIEW_LIMIT, useActivity } from './use-activity.ts';

const FILTERS: ActivityFilter[] = ['all', 'imports', 'exports'];

const KIND_ICONS: Record<ActivityEntry['kind'], LucideIcon> = {
  account: UserRound,
  project: FolderKanban,
  shop: Store,
  import: Upload,
  export: Download,
};

function ActivityItem({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation('settings');
  const Icon = KIND_ICONS[entry.kind];
  const { title, context } = describeActivity(t, entry);
  return (
    <li className="flex items-center gap-3 px-5 py-3">
      <span
        aria-hidden
        className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
      >
        <Icon className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-sm text-fg">{title}</p>
        {context && <p className="truncate text-xs text-muted">{context}</p>}
      </div>
      <time
        dateTime={entry.createdAt}
        title={formatDateTime(entry.createdAt)}
        className="shrink-0 whitespace-nowrap text-xs text-muted"
      >
        {formatRelative(entry.createdAt)}
      </time>
    </li>
  );
}

/** Settings → Aktivita: what the user did, filterable to imports and exports. */
export function ActivityTab() {
  const { t } = useTranslation('settings');
  const [filter, setFilter] = useState<ActivityFilter>('all');
  const [showAll, setShowAll] = useState(false);
  const limit = showAll ? ACTIVITY_FULL_LIMIT : ACTIVITY_PREVIEW_LIMIT;
  const activity = useActivity(filter, limit);
  const hasMore = !showAll && (activity.data?.length ?? 0) >= ACTIVITY_PREVIEW_LIMIT;

  return (
    <Card>
      <CardHeader
        title={t('activity.title')}
        description={t('activity.description')}
        actions={
          <ToggleGroup.Root
            type="single"
            value={filter}
            // Clicking the active option would clear it; a filter is always chosen.
            onValueChange={(value) => value && setFilter(value as ActivityFilter)}
            aria-label={t('activity.filterLabel')}
            className="inline-flex rounded-lg bg-surface-2 p-1"
          >
            {FILTERS.map((value) => (
              <ToggleGroup.Item
                key={value}
                value={value}
                className={cn(
                  'h-8 rounded-md px-3 text-sm font-medium text-muted transition hover:text-fg',
                  'data-[state=on]:bg-surface data-[state=on]:text-fg data-[state=on]:shadow-sm',
                )}
              >
                {t(`activity.filters.${value}`)}
              </ToggleGroup.Item>
            ))}
          </ToggleGroup.Root>
        }
      />
      {activity.isPending ? (
        <ul aria-busy className="divide-y divide-border">
          {[0, 1, 2, 3].map((index) => (
            <li key={index} className="flex items-center gap-3 px-5 py-3.5">
              <Skeleton className="h-8 w-8 rounded-full" />
              <div className="flex flex-1 flex-col gap-1.5">
                <Skeleton className="h-3.5 w-2/3" />
                <Skeleton className="h-3 w-1/3" />
              </div>
              <Skeleton className="h-3 w-16" />
            </li>
          ))}
        </ul>
      ) : activity.isError ? (
        <LoadError
          title={t('activity.loadFailed')}
          error={activity.error}
          onRetry={() => activity.refetch()}
          retrying={activity.isFetching}
        />
      ) : activity.data.length === 0 ? (
        <EmptyState
          icon={History}
          title={t(`activity.empty.${filter}`)}
          description={t(`activity.emptyHint.${filter}`)}
        />
      ) : (
        <>
          <ul className={cn('divide-y divide-border', activity.isPlaceholderData && 'opacity-60')}>
            {activity.data.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} />
            ))}
          </ul>
          {hasMore && (
            <div className="border-t border-border px-5 py-3 text-center">
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setShowAll(true)}
                loading={activity.isFetching}
              >
                {t('activity.showAll')}
              </Button>
            </div>
          )}
        </>
      )}
    </Card>
  );
}
