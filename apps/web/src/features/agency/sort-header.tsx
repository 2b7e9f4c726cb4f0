import { ArrowDown, ArrowUp, ArrowUpDown, type LucideIcon } from 'lucide-react';
import { cn } from '../../components/ui/cn.ts';
import type { AgencySort, AgencySortKey } from './sort-agency-rows.ts';

/**
 * A column header that sorts: a real button (Tab, Enter, Space), with `aria-sort` on the cell
 * saying how the table is sorted now. A narrow column may show an icon instead of its label; the
 * label stays its accessible name and its tooltip.
 */
export function SortHeader({
  column,
  label,
  icon: Icon,
  sort,
  onSort,
  align = 'right',
  className,
}: {
  column: AgencySortKey;
  label: string;
  icon?: LucideIcon;
  sort: AgencySort;
  onSort: (column: AgencySortKey) => void;
  align?: 'left' | 'right';
  className?: string;
}) {
  const active = sort.key === column;
  const SortIcon = !active ? ArrowUpDown : sort.direction === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={cn(
        'px-2 py-2.5 align-bottom font-medium',
        align === 'right' ? 'text-right' : 'text-left',
        className,
      )}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        title={Icon ? label : undefined}
        className={cn(
          '-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 text-left transition-colors hover:text-fg focus-visible:outline-2 focus-visible:outline-accent',
          align === 'right' && 'flex-row-reverse text-right',
          active ? 'text-fg' : 'text-muted',
        )}
      >
        {Icon ? (
          <>
            <Icon aria-hidden className="h-3.5 w-3.5" />
            <span className="sr-only">{label}</span>
          </>
        ) : (
          label
        )}
        <SortIcon aria-hidden className={cn('h-3 w-3 shrink-0', !active && 'opacity-40')} />
      </button>
    </th>
  );
}
