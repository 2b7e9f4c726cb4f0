import type { LucideIcon } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import { cn } from './cn.ts';

export interface Choice<T extends string> {
  value: T;
  label: string;
  description?: string;
  icon?: LucideIcon;
}

/** A radio group drawn as cards (arrow keys move the choice). */
export function ChoiceCards<T extends string>({
  label,
  value,
  onChange,
  choices,
  columns = 3,
}: {
  /** Cards per row from the small breakpoint up (one per row on phones). */
  columns?: 2 | 3;
  label: string;
  value: T;
  onChange: (value: T) => void;
  choices: Choice<T>[];
}) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(next) => onChange(next as T)}
      className={cn('grid gap-3', columns === 2 ? 'sm:grid-cols-2 lg:max-w-2xl' : 'sm:grid-cols-3')}
    >
      {choices.map(({ value: choiceValue, label: choiceLabel, description, icon: Icon }) => (
        <RadioGroup.Item
          key={choiceValue}
          value={choiceValue}
          className={cn(
            'group flex items-start gap-3 rounded-lg border p-3 text-left transition',
            'border-border hover:bg-surface-2',
            'data-[state=checked]:border-accent data-[state=checked]:bg-accent-soft/60 data-[state=checked]:ring-1 data-[state=checked]:ring-accent/30',
          )}
        >
          {Icon && (
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-md bg-surface-2 text-muted group-data-[state=checked]:bg-accent group-data-[state=checked]:text-accent-fg">
              <Icon aria-hidden className="h-4 w-4" />
            </span>
          )}
          <span className="min-w-0">
            <span className="block text-sm font-medium text-fg">{choiceLabel}</span>
            {description && <span className="mt-0.5 block text-xs text-muted">{description}</span>}
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
