import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { getLanguage } from '../../lib/i18n.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useSendDigestPreview } from './use-digests.ts';

/** "Poslat náhled": the digest of the last complete week or month, to me, now. */
export function DigestPreviewButtons({ shopId }: { shopId: string }) {
  const { t } = useTranslation('digests');
  const send = useSendDigestPreview(shopId);
  const preview = (period: 'week' | 'month') =>
    send.mutate(
      { period, language: getLanguage() },
      {
        onSuccess: (queued) => notify.success(t('settings.previewQueued', { email: queued.email })),
        onError: (error) => notifyError(error, t('settings.previewFailed')),
      },
    );
  return (
    <section className="flex flex-col gap-2 border-t border-border pt-5" aria-labelledby="digest-preview">
      <h3 id="digest-preview" className="text-sm font-semibold text-fg">
        {t('settings.preview')}
      </h3>
      <p className="text-sm text-muted">{t('settings.previewDescription')}</p>
      <div className="flex flex-wrap gap-2">
        {(['week', 'month'] as const).map((period) => (
          <Button
            key={period}
            variant="secondary"
            size="sm"
            onClick={() => preview(period)}
            loading={send.isPending && send.variables?.period === period}
          >
            <Send aria-hidden className="h-3.5 w-3.5" />
            {t(period === 'week' ? 'settings.previewWeek' : 'settings.previewMonth')}
          </Button>
        ))}
      </div>
    </section>
  );
}
