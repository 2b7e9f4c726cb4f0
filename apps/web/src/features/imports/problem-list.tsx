import type { ImportProblem } from '@ziskomer/contracts';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';

/** Problems that stop the import, each in the user's words, under a short title. */
export function ProblemList({
  title,
  problems,
  children,
}: {
  title: string;
  problems: ImportProblem[];
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="flex gap-3 rounded-lg border border-danger/30 bg-danger-soft p-4 text-sm">
      <AlertTriangle aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-danger" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-fg">{title}</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-4 text-fg">
          {problems.map((problem) => (
            <li key={`${problem.code}:${problem.line}:${problem.column}`}>{problem.message}</li>
          ))}
        </ul>
        {children && <div className="mt-3 flex flex-wrap gap-2">{children}</div>}
      </div>
    </div>
  );
}
