import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { formatNumber } from '../../lib/format.ts';
import { getPageCount, getPageMoves, getShownRange } from './pagination.ts';

export interface OrdersPaginationProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

/** 'Zobrazeno 1–100 z 20 431' and the first / previous / next / last page buttons. */
export function OrdersPagination({ page, pageSize, total, onPage }: OrdersPaginationProps) {
  const { t } = useTranslation('orders');
  const pages = getPageCount(total, pageSize);
  const { first, last } = getShownRange(page, pageSize, total);
  const { canGoBack, canGoForward } = getPageMoves(page, pages);
  const move = (label: string, icon: LucideIcon, target: number, enabled: boolean) => {
    const Icon = icon;
    return (
      <Button
        variant="secondary"
        size="icon"
        className="h-8 w-8"
        aria-label={label}
        title={label}
        disabled={!enabled}
        onClick={() => onPage(target)}
      >
        <Icon aria-hidden className="h-4 w-4" />
      </Button>
    );
  };
  return (
    <nav
      aria-label={t('pagination.label')}
      className="flex flex-col items-center gap-3 border-t border-border px-4 py-3 sm:flex-row sm:justify-between sm:px-5"
    >
      <p className="text-sm text-muted tabular-nums" aria-live="polite">
        {t('pagination.shown', {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </p>
      <div className="flex items-center gap-1.5">
        {move(t('pagination.first'), ChevronsLeft, 1, canGoBack)}
        {move(t('pagination.previous'), ChevronLeft, page - 1, canGoBack)}
        <span className="min-w-24 px-2 text-center text-sm text-fg tabular-nums">
          {t('pagination.page', { page: formatNumber(page), pages: formatNumber(pages) })}
        </span>
        {move(t('pagination.next'), ChevronRight, page + 1, canGoForward)}
        {move(t('pagination.last'), ChevronsRight, pages, canGoForward)}
      </div>
    </nav>
  );
}
