import { AD_CHANNELS, type Budget, budgetPeriodTypes } from '@ziskomer/contracts';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatMoney } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import {
  allocatedTotal,
  type BudgetForm,
  budgetToForm,
  type ChannelForm,
  emptyBudgetForm,
  type FormErrors,
  nextFreeChannel,
  parseAmount,
  readBudgetForm,
} from './budget-view.ts';
import { useCreateBudget, useUpdateBudget } from './use-budget-mutations.ts';

/** Creates a budget (no `budget`) or edits `budget`: total, period, start and the split by channel. */
export function BudgetDialog({
  shopId,
  currency,
  today,
  open,
  onOpenChange,
  budget,
  onSaved,
}: {
  shopId: string;
  currency: string;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  budget: Budget | null;
  onSaved: (budget: Budget) => void;
}) {
  const { t } = useTranslation('budgets');
  const { t: te } = useTranslation('errors');
  const { t: tm } = useTranslation('analyticsMarketing');
  const create = useCreateBudget(shopId);
  const update = useUpdateBudget(shopId);
  const [form, setForm] = useState<BudgetForm>(() => emptyBudgetForm(today));
  const [errors, setErrors] = useState<FormErrors>({});
  const activeId = useId();

  useEffect(() => {
    if (!open) return;
    setForm(budget ? budgetToForm(budget) : emptyBudgetForm(today));
    setErrors({});
  }, [open, budget, today]);

  const set = <K extends keyof BudgetForm>(key: K, value: BudgetForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }) as FormErrors);
  };
  const setChannel = (index: number, changes: Partial<ChannelForm>) => {
    setForm((current) => ({
      ...current,
      channels: current.channels.map((channel, at) => (at === index ? { ...channel, ...changes } : channel)),
    }));
    setErrors(({ channels: _sum, ...current }) => {
      const next = { ...current };
      for (const key of Object.keys(changes)) delete next[`channels.${index}.${key}`];
      return next;
    });
  };
  const addChannel = () => {
    const channel = nextFreeChannel(form.channels);
    if (!channel) return;
    set('channels', [
      ...form.channels,
      { channel, allocated: '', targetCpa: '', targetRoas: '', isActive: true },
    ]);
  };
  const removeChannel = (index: number) => {
    set(
      'channels',
      form.channels.filter((_, at) => at !== index),
    );
    setErrors({});
  };

  const error = (path: string) => (errors[path] ? te(errors[path]!) : null);
  const saving = create.isPending || update.isPending;

  const onServerError = (failure: unknown) => {
    // A refused field gets its message under the field; anything else a toast.
    const path = failure instanceof ApiError ? readIssuePath(failure) : null;
    if (failure instanceof ApiError && path !== null && failure.code !== 'validation_failed') {
      setErrors({ [path]: failure.code as FormErrors[string] });
    } else notifyError(failure, t('toast.saveFailed'));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = readBudgetForm(form);
    if (!result.input) {
      setErrors(result.errors);
      return;
    }
    const done = (saved: Budget) => {
      notify.success(budget ? t('toast.saved') : t('toast.created'));
      onSaved(saved);
      onOpenChange(false);
    };
    if (budget)
      update.mutate(
        { budgetId: budget.id, input: result.input },
        { onSuccess: done, onError: onServerError },
      );
    else create.mutate(result.input, { onSuccess: done, onError: onServerError });
  };

  const total = parseAmount(form.totalBudget);
  const allocated = allocatedTotal(form.channels);
  const channelOptions = (own: string) =>
    AD_CHANNELS.filter(
      (channel) => channel === own || !form.channels.some((row) => row.channel === channel),
    ).map((channel) => ({ value: channel, label: tm(`channel.${channel}`) }));

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={budget ? t('dialog.editTitle') : t('dialog.createTitle')}
      description={t('dialog.description', { currency })}
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-2xl"
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('dialog.name')}
          value={form.name}
          onChange={(event) => set('name', event.target.value)}
          placeholder={t('dialog.namePlaceholder')}
          maxLength={120}
          error={error('name')}
          autoFocus
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            label={`${t('dialog.total')} (${currency})`}
            value={form.totalBudget}
            onChange={(event) => set('totalBudget', event.target.value)}
            inputMode="decimal"
            placeholder="50 000"
            error={error('totalBudget')}
          />
          <SelectField
            label={t('dialog.periodType')}
            value={form.periodType}
            onChange={(event) => set('periodType', event.target.value as BudgetForm['periodType'])}
            options={budgetPeriodTypes.map((value) => ({ value, label: t(`periodType.${value}`) }))}
            error={error('periodType')}
          />
          <Field
            type="date"
            label={t('dialog.startDate')}
            value={form.startDate}
            onChange={(event) => set('startDate', event.target.value)}
            error={error('startDate')}
          />
        </div>
        <p className="-mt-2 text-xs text-muted">{t('dialog.startHint')}</p>

        <fieldset className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4">
          <legend className="px-1 text-sm font-medium text-fg">{t('dialog.channels')}</legend>
          {form.channels.length === 0 && <p className="text-xs text-muted">{t('dialog.channelsHint')}</p>}
          {form.channels.map((channel, index) => (
            <div
              key={channel.id ?? `new-${index}`}
              className="flex flex-col gap-2 border-b border-border pb-3 last:border-0 last:pb-0"
            >
              <div className="flex items-end gap-3">
                <SelectField
                  label={t('dialog.channel')}
                  value={channel.channel}
                  onChange={(event) =>
                    setChannel(index, { channel: event.target.value as ChannelForm['channel'] })
                  }
                  options={channelOptions(channel.channel)}
                  className="min-w-0 flex-1"
                />
                <div className="flex h-10 items-center gap-2">
                  <Switch
                    checked={channel.isActive}
                    onCheckedChange={(checked) => setChannel(index, { isActive: checked })}
                    aria-labelledby={`${activeId}-${index}`}
                  />
                  <span className="text-xs text-muted" id={`${activeId}-${index}`}>
                    {t('dialog.channelActive')}
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  onClick={() => removeChannel(index)}
                  aria-label={t('dialog.removeChannel', { channel: tm(`channel.${channel.channel}`) })}
                >
                  <X aria-hidden className="h-4 w-4" />
                </Button>
              </div>
              <div className="grid grid-cols-2 items-start gap-2 sm:grid-cols-3">
                <Field
                  className="col-span-2 sm:col-span-1"
                  label={`${t('dialog.allocated')} (${currency})`}
                  value={channel.allocated}
                  onChange={(event) => setChannel(index, { allocated: event.target.value })}
                  inputMode="decimal"
                  placeholder="10 000"
                  error={error(`channels.${index}.allocated`)}
                />
                <Field
                  label={t('dialog.targetRoas')}
                  value={channel.targetRoas}
                  onChange={(event) => setChannel(index, { targetRoas: event.target.value })}
                  inputMode="decimal"
                  placeholder={t('dialog.optional')}
                  error={error(`channels.${index}.targetRoas`)}
                />
                <Field
                  label={t('dialog.targetCpa')}
                  value={channel.targetCpa}
                  onChange={(event) => setChannel(index, { targetCpa: event.target.value })}
                  inputMode="decimal"
                  placeholder={t('dialog.optional')}
                  error={error(`channels.${index}.targetCpa`)}
                />
              </div>
            </div>
          ))}
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={addChannel}
              disabled={nextFreeChannel(form.channels) === null}
            >
              <Plus aria-hidden className="h-4 w-4" />
              {t('dialog.addChannel')}
            </Button>
            {form.channels.length > 0 && Number.isFinite(total) && total > 0 && (
              <p
                className={cn(
                  'text-xs tabular',
                  allocated > total ? 'font-medium text-danger' : 'text-muted',
                )}
                aria-live="polite"
              >
                {t('dialog.allocatedSum', {
                  allocated: formatMoney(allocated, currency),
                  total: formatMoney(total, currency),
                })}
                {allocated < total &&
                  ` · ${t('dialog.reserve', { amount: formatMoney(total - allocated, currency) })}`}
              </p>
            )}
          </div>
          {error('channels') && (
            <p role="alert" className="text-xs text-danger">
              {error('channels')}
            </p>
          )}
        </fieldset>

        <label htmlFor={`${activeId}-budget`} className="flex items-center gap-3 text-sm text-fg">
          <Switch
            id={`${activeId}-budget`}
            checked={form.isActive}
            onCheckedChange={(checked) => set('isActive', checked)}
          />
          {t('dialog.active')}
        </label>

        <div className="mt-1 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {budget ? t('dialog.save') : t('dialog.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function readIssuePath(error: ApiError): string | null {
  const issues = (error.details as { issues?: { path?: unknown }[] } | undefined)?.issues;
  const path = issues?.[0]?.path;
  return typeof path === 'string' && path !== '' ? path : null;
}
