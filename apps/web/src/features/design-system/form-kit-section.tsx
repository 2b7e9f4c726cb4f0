import { Mail, MessageSquare, Phone } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceCards } from '../../components/ui/choice-cards.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { Specimen } from './specimen.tsx';

type Channel = 'email' | 'phone' | 'chat';

/** The shared form kit: text fields, selects, text areas, choice cards and switches. */
export function FormKitSection() {
  const { t } = useTranslation('designSystem');
  const [channel, setChannel] = useState<Channel>('email');
  const [on, setOn] = useState(true);
  return (
    <Specimen
      id="form-kit"
      title={t('form.title')}
      usage={t('form.usage')}
      source="components/ui/field.tsx · features/settings/ui/*"
    >
      <div className="grid gap-4">
        <Field
          label={t('form.field')}
          hint={t('form.fieldHint')}
          placeholder="jana@example.cz"
          type="email"
        />
        <Field label={t('form.fieldError')} error={t('form.fieldErrorText')} defaultValue="jana@" />
        <SelectField
          label={t('form.select')}
          hint={t('form.selectHint')}
          defaultValue="30d"
          options={['7d', '30d', '6m'].map((value) => ({ value, label: t(`form.periods.${value}`) }))}
        />
        <TextareaField label={t('form.textarea')} hint={t('form.textareaHint')} rows={2} />
        <div>
          <ChoiceCards
            label={t('form.choice')}
            value={channel}
            onChange={setChannel}
            choices={[
              { value: 'email', label: t('form.choices.email'), icon: Mail },
              { value: 'phone', label: t('form.choices.phone'), icon: Phone },
              { value: 'chat', label: t('form.choices.chat'), icon: MessageSquare },
            ]}
          />
        </div>
        <SwitchSample checked={on} onChange={setOn} label={t('form.switch')} />
      </div>
    </Specimen>
  );
}

/** Its own component so that each theme pane gets its own id for the label. */
function SwitchSample({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  label: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
      <label htmlFor={id} className="text-sm text-fg">
        {label}
      </label>
    </div>
  );
}
