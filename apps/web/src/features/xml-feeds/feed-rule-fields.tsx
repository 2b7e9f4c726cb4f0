import type { FeedRule } from '@ziskomer/contracts';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/ui/field.tsx';

const FIELD_NAME = /^[a-z][a-z0-9_]{0,49}$/;

/** Whether every field name of a rule is one the API takes. */
export function isRuleValid(rule: FeedRule): boolean {
  const names = rule.type === 'rename' ? [rule.from, rule.to] : [rule.field];
  return names.every((name) => FIELD_NAME.test(name));
}

/** A new rule of a kind, filled with what most shops want from it. */
export function newRule(type: FeedRule['type']): FeedRule {
  switch (type) {
    case 'rename':
      return { type, from: 'product_name', to: 'description' };
    case 'default':
      return { type, field: 'brand', value: '' };
    case 'template':
      return { type, field: 'title', template: '{title} – {brand}' };
    case 'margin_label':
      return { type, field: 'custom_label_0', highPercent: 40, lowPercent: 15 };
    case 'cross_sell_label':
      return { type, field: 'custom_label_1', topPairs: 20 };
  }
}

/** The inputs of one rule, by its kind. */
export function FeedRuleFields({
  rule,
  disabled,
  onChange,
}: {
  rule: FeedRule;
  disabled: boolean;
  onChange: (rule: FeedRule) => void;
}) {
  const { t } = useTranslation('xmlFeeds');
  const fieldError = (name: string) => (FIELD_NAME.test(name) ? undefined : t('transforms.invalidField'));
  const fieldInput = (value: string, label: string, change: (value: string) => void) => (
    <Field
      label={label}
      value={value}
      disabled={disabled}
      error={fieldError(value)}
      className="font-mono"
      onChange={(event) => change(event.target.value)}
    />
  );
  const numberInput = (value: number, label: string, change: (value: number) => void, max: number) => (
    <Field
      label={label}
      type="number"
      min={0}
      max={max}
      value={String(value)}
      disabled={disabled}
      onChange={(event) => change(Math.min(max, Math.max(0, Number(event.target.value) || 0)))}
    />
  );
  switch (rule.type) {
    case 'rename':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {fieldInput(rule.from, t('transforms.from'), (from) => onChange({ ...rule, from }))}
          {fieldInput(rule.to, t('transforms.to'), (to) => onChange({ ...rule, to }))}
        </div>
      );
    case 'default':
      return (
        <div className="grid gap-3 sm:grid-cols-2">
          {fieldInput(rule.field, t('transforms.field'), (field) => onChange({ ...rule, field }))}
          <Field
            label={t('transforms.value')}
            value={rule.value}
            maxLength={500}
            disabled={disabled}
            onChange={(event) => onChange({ ...rule, value: event.target.value })}
          />
        </div>
      );
    case 'template':
      return (
        <div className="grid gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
          {fieldInput(rule.field, t('transforms.field'), (field) => onChange({ ...rule, field }))}
          <Field
            label={t('transforms.template')}
            hint={t('transforms.templateHint')}
            value={rule.template}
            maxLength={1000}
            disabled={disabled}
            onChange={(event) => onChange({ ...rule, template: event.target.value })}
          />
        </div>
      );
    case 'margin_label':
      return (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-3">
            {fieldInput(rule.field, t('transforms.field'), (field) => onChange({ ...rule, field }))}
            {numberInput(
              rule.highPercent,
              t('transforms.highPercent'),
              (highPercent) => onChange({ ...rule, highPercent }),
              100,
            )}
            {numberInput(
              rule.lowPercent,
              t('transforms.lowPercent'),
              (lowPercent) => onChange({ ...rule, lowPercent }),
              100,
            )}
          </div>
          <p className="text-xs text-muted">{t('transforms.marginHint')}</p>
        </div>
      );
    case 'cross_sell_label':
      return (
        <div className="space-y-2">
          <div className="grid gap-3 sm:grid-cols-2">
            {fieldInput(rule.field, t('transforms.field'), (field) => onChange({ ...rule, field }))}
            {numberInput(
              rule.topPairs,
              t('transforms.topPairs'),
              (topPairs) => onChange({ ...rule, topPairs: Math.max(1, topPairs) }),
              100,
            )}
          </div>
          <p className="text-xs text-muted">{t('transforms.crossSellHint')}</p>
        </div>
      );
  }
}
