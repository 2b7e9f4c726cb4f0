import { useVirtualizer } from '@tanstack/react-virtual';
import type { SqlResult } from '@ziskomer/contracts';
import { useRef } from 'react';

const ROW_HEIGHT = 33;
const NUMERIC = new Set(['smallint', 'integer', 'bigint', 'real', 'double precision', 'numeric', 'money']);

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return 'NULL';
  if (typeof cell === 'object') return JSON.stringify(cell);
  return String(cell);
}

/**
 * The result table: only the rows in view are in the page (10,000 rows stay smooth), with spacer
 * rows above and below keeping the scroll height; a sticky header, numbers right-aligned, NULL
 * shown as such. A real <table>, so screen readers announce headers; the scroll area takes the
 * focus, so arrow keys scroll it.
 */
export function SqlResultsTable({ result, label }: { result: SqlResult; label: string }) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: result.rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 12,
  });
  const numeric = result.columns.map((column) => NUMERIC.has(column.type));
  const items = virtualizer.getVirtualItems();
  const top = items[0]?.start ?? 0;
  const bottom = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  const span = result.columns.length + 1;

  return (
    <section
      ref={scroller}
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
      className="max-h-[60vh] min-h-40 overflow-auto rounded-lg border border-border focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className="w-max min-w-full border-collapse text-sm">
        <thead className="sticky top-0 z-10 bg-surface-2 text-xs">
          <tr>
            <th scope="col" className="px-2 py-2 text-right font-semibold text-muted">
              #
            </th>
            {result.columns.map((column, index) => (
              <th
                scope="col"
                // Columns may share a name (SELECT 1 AS a, 2 AS a).
                // biome-ignore lint/suspicious/noArrayIndexKey: a column's place is its identity
                key={index}
                className={`whitespace-nowrap px-3 py-2 font-semibold text-fg ${numeric[index] ? 'text-right' : 'text-left'}`}
              >
                {column.name}
                <span className="ml-1 font-normal text-muted">{column.type}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {top > 0 && (
            <tr aria-hidden style={{ height: top }}>
              <td colSpan={span} />
            </tr>
          )}
          {items.map((item) => {
            const row = result.rows[item.index]!;
            return (
              <tr
                key={item.key}
                className="border-b border-border/60 odd:bg-surface even:bg-bg"
                style={{ height: ROW_HEIGHT }}
              >
                <td className="px-2 text-right text-xs tabular-nums text-muted">{item.index + 1}</td>
                {row.map((cell, index) => (
                  <td
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional
                    key={index}
                    className={`max-w-[28rem] truncate whitespace-nowrap px-3 ${numeric[index] ? 'text-right tabular-nums' : ''} ${cell === null ? 'italic text-muted' : 'text-fg'}`}
                    title={cellText(cell)}
                  >
                    {cellText(cell)}
                  </td>
                ))}
              </tr>
            );
          })}
          {bottom > 0 && (
            <tr aria-hidden style={{ height: bottom }}>
              <td colSpan={span} />
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
