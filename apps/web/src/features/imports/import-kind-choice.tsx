import { type ImportKind, importKinds } from '@ziskomer/contracts';
import { Megaphone, ShoppingBag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

const ICONS: Record<ImportKind, typeof ShoppingBag> = { orders: ShoppingBag, 'ad-spend': Megaphone };

export interface ImportKindChoiceProps {
  kind: ImportKind;
  onChange: (kind: ImportKind) => void;
  disabled?: boolean;
}

/**
 * The first question of the wizard: what the file holds. Each choice says which columns it
 * expects, so the person knows before choosing a file whether theirs fits.
 */
export function ImportKindChoice({ kind, onChange, disabled }: ImportKindChoiceProps) {
  const { t } = useTranslation('imports');
  return (
    <fieldset className="flex flex-col gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm font-semibold text-fg">{t('kind.legend')}</legend>
      <div className="grid gap-3 md:grid-cols-2">
        {importKinds.map((value) => {
          const Icon = ICONS[value];
          const selected = kind === value;
          return (
            <label
              key={value}
              className={cn(
                'flex cursor-pointer gap-3 rounded-xl border p-4 transition hover:bg-surface-2/60 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-accent/60',
                selected ? 'border-accent bg-accent-soft/40 ring-1 ring-accent/40' : 'border-border',
                disabled && 'cursor-not-allowed opacity-60',
              )}
            >
              <input
                type="radio"
                name="import-kind"
                value={value}
                checked={selected}
                onChange={() => onChange(value)}
                className="sr-only"
              />
              <span
                aria-hidden
                className={cn(
                  'flex h-10 w-10 shrink-0 items-center justify-center rounded-lg',
                  selected ? 'bg-accent text-accent-fg' : 'bg-surface-2 text-muted',
                )}
              >
                <Icon className="h-5 w-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-fg">{t(`kind.${value}.label`)}</span>
                <span className="mt-0.5 block text-sm text-muted">{t(`kind.${value}.description`)}</span>
                <span className="mt-2 block text-xs text-muted">
                  <span className="font-medium text-fg">{t('kind.expected')}:</span>{' '}
                  {t(`kind.${value}.columns`)}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
