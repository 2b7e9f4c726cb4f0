import type { ImportProblem } from '@ziskomer/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import type { PreviewCell, PreviewRow } from './preview-rows.ts';

export interface PreviewTableProps {
  /** Accessible name of the table and its scroll region. */
  label: string;
  columns: { key: string; label: ReactNode; numeric?: boolean }[];
  rows: PreviewRow[];
  renderValue: (cell: PreviewCell, columnIndex: number) => ReactNode;
}

/**
 * The first rows of the file: line numbers, sticky header, horizontal scroll inside the card.
 * A cell with a problem is red and explains itself in a tooltip (on hover and keyboard focus);
 * a problem of the whole row marks its line number.
 */
export function PreviewTable({ label, columns, rows, renderValue }: PreviewTableProps) {
  const { t } = useTranslation('imports');
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
      tabIndex={0}
      className="max-h-[30rem] overflow-auto rounded-lg border border-border focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
    >
      <table className="w-full border-collapse text-left text-xs">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-surface-2 text-muted">
          <tr>
            <th scope="col" className="w-12 border-b border-border px-3 py-2 text-right font-medium">
              {t('preview.line')}
            </th>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn(
                  'whitespace-nowrap border-b border-border px-3 py-2 font-medium',
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
            <tr key={row.line} className="bg-surface hover:bg-surface-2/50">
              <th
                scope="row"
                className={cn(
                  'px-3 py-1.5 text-right font-normal text-muted tabular',
                  row.rowProblems.length > 0 && 'bg-danger-soft p-0 ring-1 ring-inset ring-danger/40',
                )}
              >
                {row.rowProblems.length > 0 ? (
                  <ProblemMark problems={row.rowProblems}>{row.line}</ProblemMark>
                ) : (
                  row.line
                )}
              </th>
              {row.cells.map((cell, index) => (
                <td
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row are positional.
                  key={index}
                  className={cn(
                    'max-w-64 truncate whitespace-nowrap px-3 py-1.5 text-fg',
                    columns[index]?.numeric && 'text-right tabular',
                    cell.problems.length > 0 && 'bg-danger-soft p-0 ring-1 ring-inset ring-danger/40',
                  )}
                >
                  {cell.problems.length > 0 ? (
                    <ProblemMark problems={cell.problems}>{renderValue(cell, index)}</ProblemMark>
                  ) : (
                    renderValue(cell, index)
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The red marking of a cell or line with its problems: a tooltip for the eye, text for screen readers. */
function ProblemMark({ problems, children }: { problems: ImportProblem[]; children: ReactNode }) {
  const text = problems.map((problem) => problem.message).join(' ');
  return (
    <Tooltip content={text}>
      <button
        type="button"
        className="block min-h-7 w-full cursor-help px-3 py-1.5 text-left font-medium text-fg underline decoration-danger decoration-wavy decoration-1 underline-offset-4 outline-none ring-inset ring-danger/70 focus-visible:ring-2"
      >
        {children}
        <span className="sr-only"> – {text}</span>
      </button>
    </Tooltip>
  );
}
