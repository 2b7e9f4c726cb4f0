import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

/**
 * A page's first-visit state that teaches: what the page is for, numbered steps to get going, and
 * the one action that starts them.
 */
export function GettingStartedCard({
  icon: Icon,
  title,
  description,
  steps,
  action,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  steps: { key: string; title: ReactNode; text: ReactNode }[];
  action: ReactNode;
}) {
  return (
    <Card className="px-6 py-10 sm:py-12">
      <div className="mx-auto flex max-w-2xl flex-col items-center text-center">
        <div className="mb-4 flex h-12 w-12 items-center justify-center rounded-2xl bg-accent-soft text-accent">
          <Icon aria-hidden className="h-6 w-6" />
        </div>
        <h2 className="text-lg font-semibold text-fg">{title}</h2>
        <p className="mt-1.5 text-sm leading-relaxed text-muted">{description}</p>
        <ol className="mt-6 grid w-full gap-3 text-left sm:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.key} className="rounded-lg border border-border bg-surface-2/60 p-3">
              <span className="mb-1.5 flex h-5 w-5 items-center justify-center rounded-full bg-accent text-[11px] font-semibold text-accent-fg">
                {index + 1}
              </span>
              <p className="text-sm font-medium text-fg">{step.title}</p>
              <p className="mt-0.5 text-xs leading-relaxed text-muted">{step.text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-6">{action}</div>
      </div>
    </Card>
  );
}
