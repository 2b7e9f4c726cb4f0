import { ArrowDown, ArrowUp, ArrowUpDown, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from './cn.ts';
import { ScrollTableRegion } from './scroll-table-region.tsx';
import type { SortDirection } from './sort-rows.ts';
import { Tooltip } from './tooltip.tsx';

export interface DataColumn<Row> {
  id: string;
  header: string;
  /** How the column's number is defined, in a tooltip beside its header. */
  definition?: string;
  numeric?: boolean;
  sortable?: boolean;
  cell: (row: Row, index: number) => ReactNode;
  className?: string;
}

export interface TableSort {
  column: string;
  direction: SortDirection;
}

/**
 * A report table: sticky header, the first column pinned while the rest scrolls sideways on
 * phones, numbers right-aligned in tabular figures, sortable headers (buttons with aria-sort)
 * and definitions in tooltips. Rows or columns hidden by the scroll area are hinted at its edges.
 * Sorting itself belongs to the caller (server or client side).
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  sort,
  onSort,
  minWidth = 720,
  className,
}: {
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  label: string;
  sort?: TableSort;
  onSort?: (column: string) => void;
  minWidth?: number;
  className?: string;
}) {
  return (
    <ScrollTableRegion label={label} className={cn('overflow-auto overscroll-x-contain', className)}>
      <table className="w-full border-separate border-spacing-0 text-[13px] leading-5" style={{ minWidth }}>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <HeaderCell key={column.id} column={column} first={index === 0} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, rowIndex) => (
            <tr key={rowKey(row)} className="group">
              {columns.map((column, index) => (
                <td
                  key={column.id}
                  className={cn(
                    'border-b border-border px-3 py-2.5 align-middle group-last:border-b-0 group-hover:bg-surface-2/60',
                    column.numeric && 'whitespace-nowrap text-right tabular',
                    index === 0 && 'sticky left-0 z-[1] bg-surface pl-4 sm:pl-5',
                    index === columns.length - 1 && 'pr-4 sm:pr-5',
                    column.className,
                  )}
                >
                  {column.cell(row, rowIndex)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTableRegion>
  );
}

function HeaderCell<Row>({
  column,
  first,
  sort,
  onSort,
}: {
  column: DataColumn<Row>;
  first: boolean;
  sort?: TableSort;
  onSort?: (column: string) => void;
}) {
  const { t } = useTranslation('analytics');
  const { t: tp } = useTranslation('analyticsProducts');
  const active = sort?.column === column.id;
  const Icon = active ? (sort.direction === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  const label =
    column.sortable && onSort ? (
      <button
        type="button"
        onClick={() => onSort(column.id)}
        aria-label={tp('products.table.sortBy', { column: column.header })}
        className={cn(
          'group/sort -mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 hover:text-fg',
          column.numeric && 'flex-row-reverse',
          active && 'text-fg',
        )}
      >
        <span>{column.header}</span>
        <Icon
          aria-hidden
          className={cn('h-3.5 w-3.5', active ? 'text-accent' : 'opacity-40 group-hover/sort:opacity-100')}
        />
      </button>
    ) : (
      <span>{column.header}</span>
    );
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn(
        'sticky top-0 z-[2] whitespace-nowrap border-b border-border bg-surface-2 px-3 py-2.5 text-xs font-semibold text-muted',
        column.numeric ? 'text-right' : 'text-left',
        first && 'left-0 z-[3] pl-4 sm:pl-5',
        column.className,
      )}
    >
      <span className={cn('inline-flex items-center gap-1', column.numeric && 'flex-row-reverse')}>
        {label}
        {column.definition && (
          <Tooltip content={column.definition}>
            <button
              type="button"
              className="rounded text-muted/70 hover:text-fg"
              aria-label={t('definitionOf', { metric: column.header })}
            >
              <Info aria-hidden className="h-3.5 w-3.5" />
            </button>
          </Tooltip>
        )}
      </span>
    </th>
  );
}
