import { Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import type { FieldIssues } from './field-issues.ts';
import { formatOrderMoney } from './format-order-values.ts';
import { getLineTotal, type OrderLineDraft } from './order-draft.ts';

type LineField = Exclude<keyof OrderLineDraft, 'id'>;

export interface OrderLinesEditorProps {
  lines: OrderLineDraft[];
  currency: string;
  issues: FieldIssues;
  /** Translates an issue of a field path into its message. */
  describe: (path: string) => string | null;
  onChange: (index: number, field: LineField, value: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** The order's lines: add and remove, each with product, quantity, unit price and optional margin. */
export function OrderLinesEditor({
  lines,
  currency,
  issues,
  describe,
  onChange,
  onAdd,
  onRemove,
}: OrderLinesEditorProps) {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <ol className="flex flex-col gap-3">
        {lines.map((line, index) => {
          const path = (field: LineField) => `items.${index}.${field}`;
          const input = (field: LineField) => ({
            id: `line-${line.id}-${field}`,
            value: line[field],
            error: describe(path(field)),
            onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
              onChange(index, field, event.target.value),
          });
          const total = getLineTotal(line);
          return (
            <li key={line.id} className="rounded-lg border border-border bg-surface-2/40 p-3 sm:p-4">
              <div className="mb-3 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-fg">{t('form.line', { n: index + 1 })}</p>
                <Button
                  variant="ghost"
                  size="xs"
                  onClick={() => onRemove(index)}
                  disabled={lines.length === 1}
                  aria-label={t('form.removeLine', { n: index + 1 })}
                  className="text-muted hover:text-danger"
                >
                  <Trash2 aria-hidden className="h-3.5 w-3.5" />
                  <span className="max-sm:sr-only">{t('form.remove')}</span>
                </Button>
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-6">
                <Field
                  {...input('productName')}
                  label={t('form.productName')}
                  required
                  maxLength={500}
                  className="col-span-2 sm:col-span-3"
                />
                <Field
                  {...input('productCode')}
                  label={t('form.productCode')}
                  maxLength={200}
                  className="sm:col-span-1"
                />
                <Field
                  {...input('category')}
                  label={t('form.category')}
                  placeholder={t('form.categoryPlaceholder')}
                  maxLength={200}
                  className="sm:col-span-2"
                />
                <Field
                  {...input('quantity')}
                  label={t('form.quantity')}
                  inputMode="decimal"
                  required
                  className="sm:col-span-1 [&_input]:text-right [&_input]:tabular-nums"
                />
                <Field
                  {...input('unitPrice')}
                  label={t('form.unitPrice')}
                  inputMode="decimal"
                  required
                  placeholder="0,00"
                  className="sm:col-span-2 [&_input]:text-right [&_input]:tabular-nums"
                />
                <Field
                  {...input('margin')}
                  label={t('form.lineMargin')}
                  inputMode="decimal"
                  placeholder={t('form.optional')}
                  className="sm:col-span-2 [&_input]:text-right [&_input]:tabular-nums"
                />
                <div className="flex flex-col gap-1.5 sm:col-span-1">
                  <span className="text-sm font-medium text-fg">{t('form.lineTotal')}</span>
                  <output
                    htmlFor={`line-${line.id}-quantity line-${line.id}-unitPrice`}
                    className="flex h-10 items-center justify-end whitespace-nowrap text-sm font-semibold tabular-nums text-fg"
                  >
                    {total === null ? '—' : formatOrderMoney(total, currency)}
                  </output>
                </div>
              </div>
            </li>
          );
        })}
      </ol>
      {issues.items && (
        <p role="alert" className="text-sm text-danger">
          {describe('items')}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={onAdd} disabled={lines.length >= 1000}>
          <Plus aria-hidden className="h-4 w-4" />
          {t('form.addLine')}
        </Button>
      </div>
    </div>
  );
}
