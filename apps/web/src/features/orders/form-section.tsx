import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';

/** One titled part of a data-entry form (order, customer), as a card. */
export function FormSection({
  title,
  description,
  actions,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card>
      <CardHeader title={title} description={description} actions={actions} />
      <CardBody className={cn('grid gap-4 sm:grid-cols-2', className)}>{children}</CardBody>
    </Card>
  );
}

/** A labelled on/off switch row with an optional hint. */
export function SwitchRow({
  control,
  label,
  hint,
  id,
}: {
  control: ReactNode;
  label: string;
  hint?: string;
  id: string;
}) {
  return (
    <div className="flex items-center justify-between gap-4 rounded-lg border border-border px-3 py-2.5">
      <span className="min-w-0">
        <label htmlFor={id} className="block text-sm font-medium text-fg">
          {label}
        </label>
        {hint && <span className="block text-xs text-muted">{hint}</span>}
      </span>
      {control}
    </div>
  );
}

/** The note shown above a form that the user's role does not let them send. */
export function ReadOnlyNotice({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <div role="note" className="flex gap-3 rounded-xl border border-warning/30 bg-warning-soft p-4 text-sm">
      <span className="mt-0.5 text-warning">{icon}</span>
      <span>
        <span className="block font-semibold text-fg">{title}</span>
        <span className="mt-0.5 block text-muted">{text}</span>
      </span>
    </div>
  );
}
