import type { OrderFacetValue } from '@ziskomer/contracts';
import { Search, X } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Field } from '../../components/ui/field.tsx';
import { SelectField, type SelectOption } from '../../components/ui/select-field.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import {
  addDays,
  changeFilters,
  DATE_PRESETS,
  type DateRangeChoice,
  hasActiveFilters,
  type OrdersView,
  readDay,
  resolveDateRange,
} from './orders-view.ts';

/** The search box sends its text this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;

const RANGE_CHOICES: readonly DateRangeChoice[] = ['all', ...DATE_PRESETS, 'custom'];

export interface OrdersFilterBarProps {
  view: OrdersView;
  /** Today in the shop's time zone (presets end on it). */
  today: string;
  statuses: readonly OrderFacetValue[];
  sources: readonly OrderFacetValue[];
  onChange: (change: (current: OrdersView) => OrdersView, options?: { replace?: boolean }) => void;
  onClear: () => void;
}

/** Search, date range, status, payment, cancellation and source filters of the orders browser. */
export function OrdersFilterBar({ view, today, statuses, sources, onChange, onClear }: OrdersFilterBarProps) {
  const { t } = useTranslation('orders');
  const filter = (change: Partial<OrdersView>) => onChange((current) => changeFilters(current, change));

  const chooseRange = (range: DateRangeChoice) => {
    if (range !== 'custom') return filter({ range, from: null, to: null });
    // A custom range starts as the range shown so far (the last 30 days after 'all').
    const shown = resolveDateRange(view.range === 'all' ? { ...view, range: '30d' } : view, today);
    filter({ range, from: shown.from ?? addDays(today, -29), to: shown.to ?? today });
  };

  const options = (
    all: string,
    values: readonly OrderFacetValue[],
    selected: string | null,
  ): SelectOption[] => {
    const list = values.map((entry) => ({
      value: entry.value,
      label: `${entry.value} (${formatNumber(entry.count)})`,
    }));
    // A value from a shared link that the shop no longer uses stays selectable.
    if (selected && !values.some((entry) => entry.value === selected)) {
      list.unshift({ value: selected, label: selected });
    }
    return [{ value: '', label: all }, ...list];
  };

  const flag = (value: boolean | null) => (value === null ? '' : String(value));
  const readFlag = (value: string) => (value === '' ? null : value === 'true');

  return (
    <div className="flex flex-col gap-4 border-b border-border px-4 py-4 sm:px-5">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <SearchBox
          value={view.q}
          onSearch={(q, immediate) =>
            onChange((current) => changeFilters(current, { q }), { replace: !immediate })
          }
        />
        <ToggleGroup.Root
          type="single"
          value={view.range}
          onValueChange={(value) => value && chooseRange(value as DateRangeChoice)}
          aria-label={t('filters.period')}
          // Phones: two rows of three; wider screens: one row.
          className="grid grid-cols-3 gap-0.5 rounded-lg bg-surface-2 p-1 sm:inline-flex sm:self-start lg:self-auto"
        >
          {RANGE_CHOICES.map((choice) => (
            <ToggleGroup.Item
              key={choice}
              value={choice}
              className={cn(
                'h-8 whitespace-nowrap rounded-md px-3 text-sm font-medium text-muted transition hover:text-fg',
                'data-[state=on]:bg-surface data-[state=on]:text-fg data-[state=on]:shadow-sm',
              )}
            >
              {t(`filters.ranges.${choice}`)}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      </div>

      <div className="grid grid-cols-2 gap-3 md:grid-cols-4 xl:flex xl:flex-wrap xl:items-end">
        {view.range === 'custom' && (
          <>
            <Field
              type="date"
              label={t('filters.from')}
              value={view.from ?? ''}
              max={view.to ?? undefined}
              onChange={(event) => filter({ from: readDay(event.target.value) })}
              className="xl:w-40"
            />
            <Field
              type="date"
              label={t('filters.to')}
              value={view.to ?? ''}
              min={view.from ?? undefined}
              onChange={(event) => filter({ to: readDay(event.target.value) })}
              className="xl:w-40"
            />
          </>
        )}
        <SelectField
          label={t('filters.status')}
          value={view.status ?? ''}
          options={options(t('filters.allStatuses'), statuses, view.status)}
          onChange={(event) => filter({ status: event.target.value || null })}
          className="xl:w-48"
        />
        <SelectField
          label={t('filters.paid')}
          value={flag(view.paid)}
          options={[
            { value: '', label: t('filters.paidOptions.all') },
            { value: 'true', label: t('filters.paidOptions.paid') },
            { value: 'false', label: t('filters.paidOptions.unpaid') },
          ]}
          onChange={(event) => filter({ paid: readFlag(event.target.value) })}
          className="xl:w-44"
        />
        <SelectField
          label={t('filters.cancelled')}
          value={flag(view.cancelled)}
          options={[
            { value: '', label: t('filters.cancelledOptions.all') },
            { value: 'false', label: t('filters.cancelledOptions.without') },
            { value: 'true', label: t('filters.cancelledOptions.only') },
          ]}
          onChange={(event) => filter({ cancelled: readFlag(event.target.value) })}
          className="xl:w-48"
        />
        <SelectField
          label={t('filters.source')}
          value={view.source ?? ''}
          options={options(t('filters.allSources'), sources, view.source)}
          onChange={(event) => filter({ source: event.target.value || null })}
          className="xl:w-48"
        />
        {hasActiveFilters(view) && (
          <div className="col-span-2 flex items-end md:col-span-4 xl:col-span-1">
            <Button variant="ghost" onClick={onClear} className="text-muted hover:text-fg">
              <X aria-hidden className="h-4 w-4" />
              {t('filters.clear')}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

/**
 * The full-text search: typing updates the URL 300 ms after the last keystroke (replacing the
 * history entry); Enter searches at once. A change of the URL from elsewhere (clearing filters,
 * Back) shows up in the box.
 */
function SearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (q: string, immediate: boolean) => void;
}) {
  const { t } = useTranslation('orders');
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const sent = useRef(value);

  useEffect(() => {
    // Only a settled value counts: after the URL reset the box, the old text is still pending here.
    if (debounced !== text) return;
    const q = debounced.trim();
    if (q === sent.current) return;
    sent.current = q;
    onSearch(q, false);
  }, [debounced, text, onSearch]);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);

  return (
    <div className="relative w-full lg:max-w-sm">
      <label htmlFor="orders-search" className="sr-only">
        {t('filters.search')}
      </label>
      <Search
        aria-hidden
        className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted"
      />
      <input
        id="orders-search"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          const q = text.trim();
          sent.current = q;
          onSearch(q, true);
        }}
        placeholder={t('filters.searchPlaceholder')}
        maxLength={200}
        autoComplete="off"
        className="h-10 w-full rounded-lg border border-border bg-surface pl-9 pr-3 text-sm text-fg placeholder:text-muted/70 focus:outline-none focus:ring-2 focus:ring-ring/40"
      />
    </div>
  );
}
