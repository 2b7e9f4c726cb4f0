import { type ImportFrequency, importFrequencies, type XmlFeed } from '@ziskomer/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { getErrorMessage } from '../../lib/notify.ts';

export interface FeedFormValues {
  name: string;
  url: string;
  frequency: ImportFrequency;
  isActive: boolean;
}

/** Adds a feed (no `feed`) or changes one; the server's refusal of a URL shows under the field. */
export function FeedFormDialog({
  open,
  onOpenChange,
  feed,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  feed?: XmlFeed;
  onSubmit: (values: FeedFormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation('xmlFeeds');
  const [values, setValues] = useState<FeedFormValues>({
    name: '',
    url: '',
    frequency: 'daily',
    isActive: true,
  });
  const [errors, setErrors] = useState<{ name?: string; url?: string }>({});
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!open) return;
    setValues(
      feed
        ? { name: feed.name, url: feed.url, frequency: feed.frequency, isActive: feed.isActive }
        : { name: '', url: '', frequency: 'daily', isActive: true },
    );
    setErrors({});
  }, [open, feed]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      name: values.name.trim() ? undefined : t('form.nameRequired'),
      url: values.url.trim() ? undefined : t('form.urlRequired'),
    };
    setErrors(found);
    if (found.name || found.url) return;
    setPending(true);
    try {
      await onSubmit(values);
      onOpenChange(false);
    } catch (error) {
      setErrors({ url: getErrorMessage(error) });
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={feed ? t('form.editTitle') : t('form.title')}
      className="max-w-lg"
    >
      <form className="space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field
          label={t('form.name')}
          placeholder={t('form.namePlaceholder')}
          value={values.name}
          maxLength={120}
          error={errors.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <Field
          label={t('form.url')}
          type="url"
          inputMode="url"
          placeholder="https://www.vas-eshop.cz/export/google.xml"
          hint={t('form.urlHint')}
          value={values.url}
          maxLength={2048}
          error={errors.url}
          onChange={(event) => setValues({ ...values, url: event.target.value })}
        />
        <SelectField
          label={t('form.frequency')}
          value={values.frequency}
          options={importFrequencies.map((value) => ({ value, label: t(`frequencies.${value}`) }))}
          onChange={(event) => setValues({ ...values, frequency: event.target.value as ImportFrequency })}
        />
        {feed && (
          <div className="flex items-center justify-between gap-3 text-sm text-fg">
            <label htmlFor="xml-feed-active">{t('form.isActive')}</label>
            <Switch
              id="xml-feed-active"
              checked={values.isActive}
              onCheckedChange={(isActive) => setValues({ ...values, isActive })}
            />
          </div>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {feed ? t('form.save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
