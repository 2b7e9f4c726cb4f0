import type { EshopPlatform } from '@ziskomer/contracts';
import { Eye, EyeOff, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../api-keys/copy-button.tsx';

/** The webhook address and secret to paste into the platform, with its steps in short. */
export function EshopWebhookSetup({
  platform,
  webhook,
}: {
  platform: EshopPlatform;
  webhook: { url: string; secret: string };
}) {
  const { t } = useTranslation('eshopPlatform');
  const [showSecret, setShowSecret] = useState(false);
  const steps = t(`webhook.steps.${platform}`, { returnObjects: true }) as string[];

  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="eshop-webhook-title">
      <h4 id="eshop-webhook-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Webhook aria-hidden className="h-4 w-4 text-accent" />
        {t('webhook.title')}
      </h4>
      <p className="mt-1 text-sm text-muted">{t('webhook.description')}</p>
      <dl className="mt-3 flex flex-col gap-3">
        <SecretRow label={t('webhook.url')} value={webhook.url} />
        <SecretRow
          label={t('webhook.secret')}
          value={showSecret ? webhook.secret : '•'.repeat(24)}
          copyText={webhook.secret}
          extra={
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={showSecret}
              onClick={() => setShowSecret((shown) => !shown)}
            >
              {showSecret ? (
                <EyeOff aria-hidden className="h-4 w-4" />
              ) : (
                <Eye aria-hidden className="h-4 w-4" />
              )}
              {showSecret ? t('webhook.hideSecret') : t('webhook.showSecret')}
            </Button>
          }
        />
      </dl>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-fg">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

function SecretRow({
  label,
  value,
  copyText = value,
  extra,
}: {
  label: string;
  value: string;
  copyText?: string;
  extra?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="flex flex-col gap-2 sm:flex-row sm:items-center">
        <code className="min-w-0 flex-1 break-all rounded-md bg-surface-2 px-2 py-1.5 font-mono text-xs text-fg">
          {value}
        </code>
        <span className="flex shrink-0 gap-1">
          <CopyButton text={copyText} label={label} />
          {extra}
        </span>
      </dd>
    </div>
  );
}
