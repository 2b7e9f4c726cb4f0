import { ChevronDown } from 'lucide-react';
import type { ReactNode, SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { FieldFrame } from './field-frame.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: SelectOption[];
  hint?: ReactNode;
  error?: string | null;
  /** Hide the label visually but keep it for screen readers (compact rows). */
  hideLabel?: boolean;
}

/** A labelled native select: the platform's own picker on phones, full keyboard support everywhere. */
export function SelectField({
  label,
  options,
  hint,
  error,
  hideLabel,
  className,
  id,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} hideLabel={hideLabel} id={id} className={className}>
      {(control) => (
        <div className="relative">
          <select
            {...control}
            className={cn(
              'h-10 w-full appearance-none rounded-lg border bg-surface pl-3 pr-9 text-sm text-fg',
              'focus:outline-none focus:ring-2 focus:ring-ring/40 disabled:opacity-60',
              error ? 'border-danger' : 'border-border',
            )}
            {...props}
          >
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          <ChevronDown
            aria-hidden
            className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </FieldFrame>
  );
}
