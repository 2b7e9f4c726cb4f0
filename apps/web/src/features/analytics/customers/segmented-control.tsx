import { cn } from '../../../components/ui/cn.ts';

/** A small group of exclusive buttons (orders / revenue, customers / revenue). */
export function SegmentedControl<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-lg border border-border bg-surface-2 p-0.5">
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-md px-2.5 py-1 text-xs font-medium text-muted transition-colors hover:text-fg',
            value === option.value && 'bg-surface text-fg shadow-sm',
          )}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  );
}
