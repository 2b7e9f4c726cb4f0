import type { InputHTMLAttributes, ReactNode } from 'react';
import { cn } from './cn.ts';
import { FieldFrame } from './field-frame.tsx';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the input in red and announced to screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text input with its hint or error. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <input
          {...control}
          className={cn(
            'h-10 rounded-lg border bg-surface px-3 text-sm text-fg placeholder:text-muted/70',
            'focus:outline-none focus:ring-2 focus:ring-ring/40',
            error ? 'border-danger' : 'border-border',
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
