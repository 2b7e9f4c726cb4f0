import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FieldFrame } from './field-frame.tsx';

export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
}

/** A labelled multi-line input with its hint or error. */
export function TextareaField({ label, hint, error, className, id, rows = 3, ...props }: TextareaFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} id={id} className={className}>
      {(control) => (
        <textarea
          {...control}
          rows={rows}
          className={cn(
            'resize-y rounded-lg border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted/70',
            'focus:outline-none focus:ring-2 focus:ring-ring/40',
            error ? 'border-danger' : 'border-border',
          )}
          {...props}
        />
      )}
    </FieldFrame>
  );
}
