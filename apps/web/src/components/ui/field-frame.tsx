import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

/** What a field's control needs to be tied to its label and its message. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  /** Shown under the control in red and announced to screen readers. */
  error?: string | null;
  /** Hide the label visually but keep it for screen readers (compact rows). */
  hideLabel?: boolean;
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The label above, the hint or error below, and the ids that tie them to the control: shared by
 * the text, multi-line and select fields, which differ only in their control.
 */
export function FieldFrame({ label, hint, error, hideLabel, id, className, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const messageId = `${controlId}-message`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={controlId} className={cn('text-sm font-medium text-fg', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
      })}
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
