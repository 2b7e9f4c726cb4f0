import { type TaskCategory, type TaskPriority, taskCategories, taskPriorities } from '@ziskomer/contracts';
import { FilterX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import type { TaskFilters } from './task-board.ts';

/** Category and priority filters of the board (kept in the page's address, so a filtered board can be shared). */
export function TaskFiltersBar({
  filters,
  onChange,
}: {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
}) {
  const { t } = useTranslation('tasks');
  const active = filters.category !== null || filters.priority !== null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <SelectField
        label={t('fields.category')}
        hideLabel
        className="min-w-0 flex-1 xs:w-48 xs:flex-none"
        value={filters.category ?? ''}
        onChange={(event) =>
          onChange({ ...filters, category: (event.target.value || null) as TaskCategory | null })
        }
        options={[
          { value: '', label: t('filters.allCategories') },
          ...taskCategories.map((value) => ({ value, label: t(`category.${value}`) })),
        ]}
      />
      <SelectField
        label={t('fields.priority')}
        hideLabel
        className="min-w-0 flex-1 xs:w-44 xs:flex-none"
        value={filters.priority ?? ''}
        onChange={(event) =>
          onChange({ ...filters, priority: (event.target.value || null) as TaskPriority | null })
        }
        options={[
          { value: '', label: t('filters.allPriorities') },
          ...taskPriorities.map((value) => ({ value, label: t(`priority.${value}`) })),
        ]}
      />
      {active && (
        <Button variant="ghost" size="sm" onClick={() => onChange({ category: null, priority: null })}>
          <FilterX aria-hidden className="h-4 w-4" />
          {t('filters.clear')}
        </Button>
      )}
    </div>
  );
}
