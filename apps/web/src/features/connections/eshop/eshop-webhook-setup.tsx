import type { EshopPlatform, EshopPlatformOverview } from '@ziskomer/contracts';
import { CircleCheck, Eye, EyeOff, TriangleAlert, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { CopyButton } from '../../api-keys/copy-button.tsx';

type WebhookState = NonNullable<EshopPlatformOverview['webhook']>;

/**
 * The connection's webhooks: subscribed at the platform as it connected (nothing to do), or, where
 * the platform refused, why, and the address and secret to set up by hand with the steps in short.
 */
export function EshopWebhookSetup({ platform, webhook }: { platform: EshopPlatform; webhook: WebhookState }) {
  const { t } = useTranslation('eshopPlatform');
  if (webhook.subscribed > 0 && webhook.refused.length === 0) {
    return (
      <WebhookSection icon={CircleCheck} title={t('webhook.auto.title')}>
        <p className="mt-1 text-sm text-muted">
          {t('webhook.auto.description', { platform: t(`platforms.${platform}.name`) })}
        </p>
      </WebhookSection>
    );
  }
  return <ManualWebhookSetup platform={platform} webhook={webhook} />;
}

function ManualWebhookSetup({ platform, webhook }: { platform: EshopPlatform; webhook: WebhookState }) {
  const { t } = useTranslation('eshopPlatform');
  const [showSecret, setShowSecret] = useState(false);
  const steps = t(`webhook.steps.${platform}`, { returnObjects: true }) as string[];

  return (
    <WebhookSection icon={Webhook} title={t('webhook.title')}>
      <p className="mt-1 text-sm text-muted">{t('webhook.description')}</p>
      {webhook.refused.length > 0 && (
        <div className="mt-3 rounded-md bg-warning-soft px-3 py-2 text-sm text-warning" role="status">
          <p className="flex items-center gap-2 font-medium">
            <TriangleAlert aria-hidden className="h-4 w-4 shrink-0" />
            {/* "Some" only when some were set up: none set up is said plainly. */}
            {t(webhook.subscribed > 0 ? 'webhook.refused.title' : 'webhook.refused.titleAll')}
          </p>
          <ul className="mt-1 list-disc space-y-0.5 pl-6">
            {webhook.refused.map((item) => (
              <li key={item.event} className="break-words">
                {item.reason === 'api_secret_missing'
                  ? t('webhook.refused.apiSecretMissing')
                  : `${item.event === '*' ? t('webhook.refused.allEvents') : item.event}: ${item.reason}`}
              </li>
            ))}
          </ul>
          <p className="mt-1">{t('webhook.refused.description')}</p>
        </div>
      )}
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
    </WebhookSection>
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

/** The webhook card's frame: its heading with an icon, and what follows it. */
function WebhookSection({
  icon: Icon,
  title,
  children,
}: {
  icon: typeof Webhook;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="eshop-webhook-title">
      <h4 id="eshop-webhook-title" className="flex items-center gap-2 text-sm font-semibold text-fg">
        <Icon aria-hidden className="h-4 w-4 text-accent" />
        {title}
      </h4>
      {children}
    </section>
  );
}
