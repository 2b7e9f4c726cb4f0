import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';

/**
 * Choosing one of what a connection reaches — a GA4 property, a Search Console site, a Merchant
 * Center account, a Business Profile location — with 'Uložit a synchronizovat', and 'Zrušit' when
 * changing an earlier choice.
 */
export function TargetPicker({
  label,
  options,
  saved,
  pending,
  onSave,
  onCancel,
}: {
  label: string;
  options: { value: string; label: string }[];
  saved: string | null;
  pending: boolean;
  onSave: (value: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('googleProducts');
  const [choice, setChoice] = useState('');
  const value = choice || saved || '';
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (value) onSave(value);
      }}
    >
      <SelectField
        label={label}
        className="w-full sm:w-96"
        value={value}
        onChange={(event) => setChoice(event.target.value)}
        options={[{ value: '', label: t('choose') }, ...options]}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={!value} loading={pending}>
          {t('save')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
