import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
}

/** A row of radio buttons that looks like a segmented control: arrow keys move, one is always chosen. */
export function SegmentedField<V extends string>({
  legend,
  name,
  value,
  options,
  onChange,
}: {
  legend: ReactNode;
  name: string;
  value: V;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
}) {
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{legend}</legend>
      <div
        className="grid gap-1 rounded-lg border border-border bg-surface-2 p-1"
        style={{ gridTemplateColumns: `repeat(${options.length}, minmax(0, 1fr))` }}
      >
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm transition',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
              value === option.value
                ? 'bg-surface font-medium text-fg shadow-sm'
                : 'text-muted hover:text-fg',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
