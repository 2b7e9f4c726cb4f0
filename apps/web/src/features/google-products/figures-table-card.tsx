import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScrollTableRegion } from '../../components/ui/scroll-table-region.tsx';

export interface FigureColumn<Row> {
  label: string;
  /** Numbers are right-aligned; the first column (the row's name) is not. */
  numeric?: boolean;
  render: (row: Row) => ReactNode;
}

/**
 * A card with a table of a Google product's rows (days, queries, pages, products): a scrolling
 * region that takes focus on narrow screens, and an empty state instead of an empty table.
 */
export function FiguresTableCard<Row>({
  title,
  description,
  empty,
  icon,
  columns,
  rows,
  rowKey,
  minWidth = '36rem',
}: {
  title: string;
  description?: string;
  empty: string;
  icon: LucideIcon;
  columns: FigureColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  minWidth?: string;
}) {
  return (
    <Card className="min-w-0 overflow-hidden">
      <CardHeader title={title} description={description} />
      {rows.length === 0 ? (
        <EmptyState className="py-10" icon={icon} title={empty} />
      ) : (
        <ScrollTableRegion label={title}>
          <table className="w-full text-sm" style={{ minWidth }}>
            <thead className="text-left text-xs text-muted">
              <tr className="border-b border-border">
                {columns.map((column, index) => (
                  <th
                    key={column.label}
                    className={cn(
                      'py-2.5 font-medium whitespace-nowrap',
                      index === 0 ? 'px-5' : 'px-3',
                      column.numeric && 'text-right',
                    )}
                  >
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) => (
                    <td
                      key={column.label}
                      className={cn(
                        'py-2.5 align-top',
                        index === 0 ? 'px-5 font-medium text-fg' : 'px-3',
                        column.numeric && 'text-right tabular-nums whitespace-nowrap',
                      )}
                    >
                      {column.render(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTableRegion>
      )}
    </Card>
  );
}
