import { AlertCircle, Check, ChevronsUpDown, Plus, RotateCw, Settings2, Store } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupShopsByProject } from '../../features/shops/group-shops-by-project.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { Badge } from '../ui/badge.tsx';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { Skeleton } from '../ui/skeleton.tsx';
import { Spinner } from '../ui/spinner.tsx';
import type { useShopChoice } from './use-shop-choice.ts';

export const SHOPS_SETTINGS_PATH = '/settings?tab=projects-shops';

/**
 * The header's shop selector in its four states (SPEC §4): loading, error with retry, no shop
 * yet (a link to add one), and the list with the default shop marked.
 */
export function ShopSelector({ choice }: { choice: ReturnType<typeof useShopChoice> }) {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const { shop, shops, choose } = choice;

  if (shops.isPending) {
    return (
      <div className="flex h-9 items-center" aria-busy aria-label={t('shops.loading')} role="status">
        <Skeleton className="h-9 w-32 rounded-lg sm:w-44" />
      </div>
    );
  }

  if (shops.isError) {
    const message = t('shops.loadFailed', { error: getErrorMessage(shops.error) });
    return (
      <div
        className="flex min-w-0 items-center gap-1.5 rounded-lg bg-danger-soft py-1 pl-2.5 pr-1 text-sm text-danger"
        role="alert"
      >
        <AlertCircle className="h-4 w-4 shrink-0" aria-hidden />
        <span className="hidden min-w-0 truncate sm:inline">{message}</span>
        <span className="sr-only sm:hidden">{message}</span>
        <button
          type="button"
          onClick={() => shops.refetch()}
          disabled={shops.isFetching}
          className="inline-flex h-7 shrink-0 items-center gap-1 rounded-md px-2 text-xs font-medium transition hover:bg-danger/10 disabled:opacity-60"
        >
          {shops.isFetching ? (
            <Spinner className="h-3.5 w-3.5" />
          ) : (
            <RotateCw className="h-3.5 w-3.5" aria-hidden />
          )}
          <span className="max-sm:sr-only">{t('errors.retry')}</span>
        </button>
      </div>
    );
  }

  if (shops.data.length === 0) {
    return (
      <Button size="sm" variant="secondary" asChild>
        <Link to={SHOPS_SETTINGS_PATH}>
          <Plus className="h-4 w-4" aria-hidden />
          {t('shops.add')}
        </Link>
      </Button>
    );
  }

  const groups = groupShopsByProject(shops.data);
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger
        aria-label={t('shops.current', { name: shop?.name ?? '' })}
        className="group inline-flex h-9 min-w-0 max-w-[11rem] items-center gap-2 rounded-lg border border-border bg-surface px-2.5 text-sm font-medium text-fg shadow-sm transition hover:bg-surface-2 data-[state=open]:bg-surface-2 sm:max-w-[16rem]"
      >
        <span className="flex h-5 w-5 shrink-0 items-center justify-center rounded bg-accent-soft text-accent">
          <Store className="h-3.5 w-3.5" aria-hidden />
        </span>
        <span className="min-w-0 truncate">{shop?.name}</span>
        <ChevronsUpDown className="ml-auto h-3.5 w-3.5 shrink-0 text-muted" aria-hidden />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="w-72"
        // SPEC §9: the shop list is at most 400 px tall and scrolls.
        style={{ maxHeight: 'min(400px, var(--radix-dropdown-menu-content-available-height))' }}
      >
        {groups.map((group, index) => (
          <DropdownMenuGroup key={group.projectId ?? 'unassigned'}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel>{group.projectName ?? t('shops.unassigned')}</DropdownMenuLabel>
            {group.shops.map((item) => {
              const selected = item.id === shop?.id;
              return (
                <DropdownMenuItem
                  key={item.id}
                  onSelect={() => {
                    choose(item.id);
                    setOpen(false);
                  }}
                  aria-current={selected || undefined}
                  className="items-start"
                >
                  <Check className={cn('mt-0.5 text-accent', !selected && 'invisible')} aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="flex items-center gap-2">
                      <span className="truncate font-medium">{item.name}</span>
                      {item.isDefault && <Badge tone="accent">{t('shops.default')}</Badge>}
                    </span>
                    <span className="block truncate text-xs text-muted">{item.storeDomain}</span>
                  </span>
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuGroup>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={SHOPS_SETTINGS_PATH}>
            <Settings2 className="text-muted" aria-hidden />
            {t('shops.manage')}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
