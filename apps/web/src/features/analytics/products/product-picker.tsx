import { Check, ChevronsUpDown, Search } from 'lucide-react';
import { type KeyboardEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn.ts';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { matchesProduct } from './match-product.ts';

export interface PickerProduct {
  key: string;
  name: string;
  orders: number;
}

/** Options listed at once; the search narrows the rest. */
const SHOWN = 50;

/**
 * A searchable product choice (a combobox in a popover): type part of the name or code, move
 * with the arrow keys, Enter picks. Products come best sellers first.
 */
export function ProductPicker({
  products,
  value,
  onChange,
}: {
  products: PickerProduct[];
  value: PickerProduct | null;
  onChange: (key: string) => void;
}) {
  const { t } = useTranslation('analyticsProducts');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const matches = useMemo(
    () => products.filter((product) => matchesProduct(product, query)),
    [products, query],
  );
  const shown = matches.slice(0, SHOWN);

  const choose = (product: PickerProduct | undefined) => {
    if (!product) return;
    onChange(product.key);
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? 0 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(shown[active]);
    }
  };

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setQuery('');
          setActive(0);
        }
      }}
    >
      <PopoverTrigger asChild>
        <button
          type="button"
          aria-label={`${t('crossSell.picker.label')}: ${value?.name ?? t('crossSell.picker.placeholder')}`}
          className="flex h-9 w-full min-w-0 items-center gap-2 rounded-lg border border-border bg-surface px-3 text-left text-sm text-fg shadow-sm hover:bg-surface-2 sm:w-72"
        >
          <span className={cn('min-w-0 flex-1 truncate', !value && 'text-muted')}>
            {value?.name ?? t('crossSell.picker.placeholder')}
          </span>
          <ChevronsUpDown aria-hidden className="h-4 w-4 shrink-0 text-muted" />
        </button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-[min(22rem,calc(100vw-2rem))] p-0">
        <div className="flex items-center gap-2 border-b border-border px-3">
          <Search aria-hidden className="h-4 w-4 shrink-0 text-muted" />
          <input
            // biome-ignore lint/a11y/noAutofocus: the popover opens to search; focus belongs in its field.
            autoFocus
            role="combobox"
            aria-expanded
            aria-controls={listId}
            aria-activedescendant={shown[active] ? `${listId}-${active}` : undefined}
            aria-label={t('crossSell.picker.search')}
            placeholder={t('crossSell.picker.search')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
            className="h-10 min-w-0 flex-1 bg-transparent text-sm text-fg outline-none placeholder:text-muted/70"
          />
        </div>
        <div
          id={listId}
          role="listbox"
          aria-label={t('crossSell.picker.label')}
          className="max-h-72 overflow-y-auto p-1"
        >
          {shown.length === 0 ? (
            <p className="px-3 py-6 text-center text-sm text-muted">{t('crossSell.picker.noMatch')}</p>
          ) : (
            shown.map((product, index) => {
              const selected = product.key === value?.key;
              return (
                <div
                  key={product.key}
                  id={`${listId}-${index}`}
                  role="option"
                  tabIndex={-1}
                  aria-selected={selected}
                  onMouseEnter={() => setActive(index)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(product)}
                  onKeyDown={() => undefined}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 text-sm',
                    index === active && 'bg-surface-2',
                  )}
                >
                  <Check
                    aria-hidden
                    className={cn('h-4 w-4 shrink-0 text-accent', !selected && 'invisible')}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-fg">{product.name}</span>
                    {product.key !== product.name && (
                      <span className="block truncate text-[11px] text-muted">{product.key}</span>
                    )}
                  </span>
                  <span className="shrink-0 text-xs text-muted tabular">
                    {t('crossSell.picker.orders', {
                      count: product.orders,
                      formatted: formatNumber(product.orders),
                    })}
                  </span>
                </div>
              );
            })
          )}
          {matches.length > SHOWN && (
            <p className="px-3 py-2 text-xs text-muted">
              {t('crossSell.picker.more', { shown: SHOWN, total: formatNumber(matches.length) })}
            </p>
          )}
        </div>
      </PopoverContent>
    </Popover>
  );
}
