import { useMutation } from '@tanstack/react-query';
import type { UnsubscribedDigest } from '@ziskomer/contracts';
import { CircleCheck, LinkIcon, MailX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { digestsApi } from './digests-api.ts';

/**
 * /unsubscribe?token=… — where a digest e-mail's unsubscribe link leads; no sign-in. One click on
 * the button unsubscribes: the page does not do it by itself on load, because mail scanners open
 * links (and some run their scripts) before the reader does, and would unsubscribe everyone.
 * Mail clients that offer their own "unsubscribe" post to the API directly (RFC 8058).
 */
export default function UnsubscribePage() {
  const { t } = useTranslation('digests');
  useDocumentTitle(t('unsubscribe.title'));
  const [params] = useSearchParams();
  const token = params.get('token');
  const unsubscribe = useMutation<UnsubscribedDigest, unknown, string>({
    mutationFn: digestsApi.unsubscribe,
  });
  const used = unsubscribe.error instanceof ApiError && unsubscribe.error.code === 'unsubscribe_link_used';

  return (
    <main className="flex justify-center px-4 py-10 sm:px-6 sm:py-16">
      <Card className="w-full max-w-md p-5 text-center shadow-lg shadow-slate-900/5 sm:p-8 dark:shadow-black/30">
        {unsubscribe.isSuccess || used ? (
          <Outcome
            icon={CircleCheck}
            tone="accent"
            title={t('unsubscribe.title')}
            text={
              unsubscribe.data
                ? t('unsubscribe.done', { email: unsubscribe.data.email, shop: unsubscribe.data.shopName })
                : getErrorMessage(unsubscribe.error)
            }
            hint={t('unsubscribe.doneHint')}
          />
        ) : !token || unsubscribe.isError ? (
          <Outcome
            icon={LinkIcon}
            tone="danger"
            title={t('unsubscribe.title')}
            text={token ? getErrorMessage(unsubscribe.error) : t('unsubscribe.missing')}
          />
        ) : (
          <div className="flex flex-col items-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-2 text-muted">
              <MailX aria-hidden className="h-5 w-5" />
            </span>
            <h1 className="mt-4 text-xl font-semibold text-fg">{t('unsubscribe.title')}</h1>
            <p className="mt-2 text-sm text-muted">{t('unsubscribe.lead')}</p>
            <Button
              size="lg"
              className="mt-6 w-full"
              loading={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending ? t('unsubscribe.working') : t('unsubscribe.confirm')}
            </Button>
          </div>
        )}
      </Card>
    </main>
  );
}

function Outcome({
  icon: Icon,
  tone,
  title,
  text,
  hint,
}: {
  icon: typeof CircleCheck;
  tone: 'accent' | 'danger';
  title: string;
  text: string;
  hint?: string;
}) {
  return (
    <div className="flex flex-col items-center" role="status">
      <span
        className={
          tone === 'accent'
            ? 'flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent'
            : 'flex h-12 w-12 items-center justify-center rounded-full bg-danger-soft text-danger'
        }
      >
        <Icon aria-hidden className="h-5 w-5" />
      </span>
      <h1 className="mt-4 text-xl font-semibold text-fg">{title}</h1>
      <p className="mt-2 text-sm text-fg">{text}</p>
      {hint && <p className="mt-2 text-xs text-muted">{hint}</p>}
    </div>
  );
}
