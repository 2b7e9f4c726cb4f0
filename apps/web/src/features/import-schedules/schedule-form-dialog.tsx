import {
  csvDelimiters,
  dateFormats,
  decimalSeparators,
  type ErrorCode,
  type ImportFrequency,
  type ImportSchedule,
  type ImportScheduleOptions,
  importFrequencies,
  importPresets,
  invalidRowPolicies,
  textEncodings,
} from '@ziskomer/contracts';
import { ChevronDown } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { useCreateImportSchedule, useUpdateImportSchedule } from './use-import-schedule-mutations.ts';
import { type ScheduleFormErrors, validateScheduleForm } from './validate-schedule-form.ts';

/** Server answers about the URL, shown under the URL field. */
const URL_ERRORS = new Set<ErrorCode | 'network'>([
  'url_invalid',
  'url_scheme',
  'url_credentials',
  'address_blocked',
  'host_not_found',
  'timeout',
]);

const DELIMITER_KEYS: Record<string, string> = { ';': 'semicolon', ',': 'comma', '\t': 'tab' };
const DECIMAL_KEYS: Record<string, string> = { ',': 'comma', '.': 'dot' };

type OptionKey = keyof ImportScheduleOptions;

/** Creates a schedule, or edits `schedule` when given. */
export function ScheduleFormDialog({
  shopId,
  open,
  onOpenChange,
  schedule,
}: {
  shopId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  schedule?: ImportSchedule;
}) {
  const { t } = useTranslation('importSchedules');
  const create = useCreateImportSchedule(shopId);
  const update = useUpdateImportSchedule(shopId);
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [frequency, setFrequency] = useState<ImportFrequency>('daily');
  const [isActive, setIsActive] = useState(true);
  const [options, setOptions] = useState<ImportScheduleOptions>({});
  const [errors, setErrors] = useState<ScheduleFormErrors>({});
  const [serverUrlError, setServerUrlError] = useState<string | null>(null);
  const activeId = useId();

  useEffect(() => {
    if (!open) return;
    setName(schedule?.name ?? '');
    setUrl(schedule?.url ?? '');
    setFrequency(schedule?.frequency ?? 'daily');
    setIsActive(schedule?.isActive ?? true);
    setOptions(schedule?.options ?? {});
    setErrors({});
    setServerUrlError(null);
  }, [open, schedule]);

  const setOption = (key: OptionKey, value: string) =>
    setOptions((current) => {
      const next = { ...current } as Record<OptionKey, string | undefined>;
      next[key] = value === '' ? undefined : value;
      return next as ImportScheduleOptions;
    });

  const onError = (error: unknown) => {
    if (error instanceof ApiError && URL_ERRORS.has(error.code)) setServerUrlError(getErrorMessage(error));
    else notifyError(error, t('toast.saveFailed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateScheduleForm({ name, url });
    setErrors(found);
    setServerUrlError(null);
    if (found.name || found.url) return;
    const input = { name: name.trim(), url: url.trim(), frequency, isActive, options };
    if (schedule) {
      update.mutate(
        { scheduleId: schedule.id, input },
        {
          onSuccess: () => {
            notify.success(t('toast.updated'));
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          notify.success(t('toast.created', { name: created.name }));
          onOpenChange(false);
        },
        onError,
      });
    }
  };

  const choices = (values: readonly string[], label: (value: string) => string) => [
    { value: '', label: t('form.auto') },
    ...values.map((value) => ({ value, label: label(value) })),
  ];
  const customised = Object.values(options).some((value) => value !== undefined);
  const pending = create.isPending || update.isPending;

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={schedule ? t('form.editTitle') : t('form.createTitle')}
      description={schedule ? undefined : t('form.createDescription')}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('form.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setErrors((current) => ({ ...current, name: undefined }));
          }}
          placeholder={t('form.namePlaceholder')}
          maxLength={120}
          error={errors.name ? t(errors.name) : null}
          required
          autoFocus
        />
        <Field
          label={t('form.url')}
          type="url"
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          value={url}
          onChange={(event) => {
            setUrl(event.target.value);
            setErrors((current) => ({ ...current, url: undefined }));
            setServerUrlError(null);
          }}
          placeholder={t('form.urlPlaceholder')}
          maxLength={2048}
          error={errors.url ? t(errors.url) : serverUrlError}
          hint={t('form.urlHint')}
          required
        />
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium text-fg">{t('form.frequency')}</legend>
          <div className="grid grid-cols-3 gap-1 rounded-lg border border-border bg-surface-2 p-1">
            {importFrequencies.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm transition',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring/40',
                  frequency === value
                    ? 'bg-surface font-medium text-fg shadow-sm'
                    : 'text-muted hover:text-fg',
                )}
              >
                <input
                  type="radio"
                  name="frequency"
                  value={value}
                  checked={frequency === value}
                  onChange={() => setFrequency(value)}
                  className="sr-only"
                />
                {t(`frequency.${value}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex items-start justify-between gap-4 rounded-lg border border-border px-3 py-2.5">
          <div>
            <label htmlFor={activeId} className="text-sm font-medium text-fg">
              {t('form.active')}
            </label>
            <p className="text-xs text-muted">{t('form.activeHint')}</p>
          </div>
          <Switch id={activeId} checked={isActive} onCheckedChange={setIsActive} />
        </div>
        <details className="group rounded-lg border border-border" open={customised || undefined}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-3 py-2.5 text-sm font-medium text-fg [&::-webkit-details-marker]:hidden">
            {t('form.advanced')}
            <ChevronDown aria-hidden className="h-4 w-4 text-muted transition group-open:rotate-180" />
          </summary>
          <div className="flex flex-col gap-3 border-t border-border px-3 py-3">
            <p className="text-xs text-muted">{t('form.advancedHint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <SelectField
                label={t('form.preset')}
                value={options.preset ?? ''}
                onChange={(event) => setOption('preset', event.target.value)}
                options={choices(importPresets, (value) => t(`form.presets.${value}`))}
              />
              <SelectField
                label={t('form.encoding')}
                value={options.encoding ?? ''}
                onChange={(event) => setOption('encoding', event.target.value)}
                options={choices(textEncodings, (value) => t(`form.encodings.${value}`))}
              />
              <SelectField
                label={t('form.delimiter')}
                value={options.delimiter ?? ''}
                onChange={(event) => setOption('delimiter', event.target.value)}
                options={choices(csvDelimiters, (value) => t(`form.delimiters.${DELIMITER_KEYS[value]}`))}
              />
              <SelectField
                label={t('form.decimal')}
                value={options.decimal ?? ''}
                onChange={(event) => setOption('decimal', event.target.value)}
                options={choices(decimalSeparators, (value) => t(`form.decimals.${DECIMAL_KEYS[value]}`))}
              />
              <SelectField
                label={t('form.dateFormat')}
                value={options.dateFormat ?? ''}
                onChange={(event) => setOption('dateFormat', event.target.value)}
                options={choices(dateFormats, (value) => t(`form.dateFormats.${value}`))}
              />
              <SelectField
                label={t('form.invalidRowPolicy')}
                value={options.invalidRowPolicy ?? 'skip'}
                onChange={(event) => setOption('invalidRowPolicy', event.target.value)}
                options={invalidRowPolicies.map((value) => ({ value, label: t(`form.policies.${value}`) }))}
              />
            </div>
          </div>
        </details>
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {schedule ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
