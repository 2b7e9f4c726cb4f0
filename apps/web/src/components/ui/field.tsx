import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: ReactNode;
  /** Shown under the input in red and announced to screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled text input with its hint or error. */
export function Field({ label, error, hint, className, id, ...props }: FieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          'h-10 rounded-lg border bg-surface px-3 text-sm text-fg placeholder:text-muted/70',
          'focus:outline-none focus:ring-2 focus:ring-ring/40',
          error ? 'border-danger' : 'border-border',
        )}
        {...props}
      />
      {error ? (
        <p id={messageId} role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
