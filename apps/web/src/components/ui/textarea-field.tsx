import { type ReactNode, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from './cn.ts';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled multi-line input with its hint or error. */
export function TextareaField({ label, hint, error, className, id, rows = 3, ...props }: TextareaFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={inputId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        className={cn(
          'resize-y rounded-lg border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted/70',
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
