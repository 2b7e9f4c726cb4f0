import { type ConnectEshopPlatform, ESHOP_PLATFORMS, type EshopPlatform } from '@ziskomer/contracts';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useConnectEshopPlatform } from './use-eshop-platform.ts';

/** The credential fields each platform asks for, in the order they are shown. */
const FIELDS: Record<EshopPlatform, { name: string; secret: boolean; hint?: boolean }[]> = {
  shoptet: [{ name: 'apiToken', secret: true, hint: true }],
  shopify: [
    { name: 'shopDomain', secret: false, hint: true },
    { name: 'accessToken', secret: true, hint: true },
  ],
  woocommerce: [
    { name: 'storeUrl', secret: false, hint: true },
    { name: 'consumerKey', secret: true, hint: true },
    { name: 'consumerSecret', secret: true },
  ],
};

/**
 * Settings → Propojení → E-shopová platforma → Propojit: the platform, then its credentials. The
 * server tries them with one call before saving; a refusal says what to check, in the dialog.
 */
export function EshopConnectDialog({
  shopId,
  open,
  onOpenChange,
  initialPlatform,
}: {
  shopId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  initialPlatform?: EshopPlatform | null;
}) {
  const { t } = useTranslation('eshopPlatform');
  const connect = useConnectEshopPlatform(shopId);
  const [platform, setPlatform] = useState<EshopPlatform>(initialPlatform ?? 'shoptet');
  const [values, setValues] = useState<Record<string, string>>({});
  const [touched, setTouched] = useState(false);

  const fields = FIELDS[platform];
  const missing = fields.some((field) => !values[field.name]?.trim());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (missing) return;
    const webhookSecret = values.webhookSecret?.trim() || undefined;
    const input = {
      platform,
      ...Object.fromEntries(fields.map((field) => [field.name, values[field.name]!.trim()])),
      ...(webhookSecret ? { webhookSecret } : {}),
    } as ConnectEshopPlatform;
    connect.mutate(input, {
      onSuccess: () => {
        notify.success(t('connect.done'));
        setValues({});
        setTouched(false);
        onOpenChange(false);
      },
      onError: (failure) => notifyError(failure, t('connect.failed')),
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('connect.title')}
      description={t('connect.description')}
      className="max-w-xl"
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <ChoiceCards
          label={t('connect.platformLabel')}
          value={platform}
          onChange={(next) => {
            setPlatform(next);
            setTouched(false);
          }}
          choices={ESHOP_PLATFORMS.map((value) => ({
            value,
            label: t(`platforms.${value}.name`),
            description: t(`platforms.${value}.description`),
          }))}
        />
        {fields.map((field) => (
          <Field
            key={`${platform}-${field.name}`}
            label={t(`fields.${field.name}`)}
            hint={field.hint ? t(`fields.${field.name}Hint`) : undefined}
            type={field.secret ? 'password' : 'text'}
            autoComplete="off"
            spellCheck={false}
            value={values[field.name] ?? ''}
            error={touched && !values[field.name]?.trim() ? t('fields.required') : null}
            onChange={(event) => setValues((current) => ({ ...current, [field.name]: event.target.value }))}
          />
        ))}
        {platform !== 'woocommerce' && (
          <Field
            label={t('fields.webhookSecret')}
            hint={t('fields.webhookSecretHint')}
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={values.webhookSecret ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, webhookSecret: event.target.value }))}
          />
        )}
        <p className="flex items-start gap-2 rounded-lg bg-surface-2 px-3 py-2 text-xs text-muted">
          <ShieldCheck aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-accent" />
          {t('connect.secured')}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t('connect.cancel')}
          </Button>
          <Button type="submit" loading={connect.isPending}>
            {connect.isPending ? t('connect.submitting') : t('connect.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
