import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { hasRole, isLookerEmbedUrl, type Shop } from '@ziskomer/contracts';
import { BarChart3, Pencil, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Field } from '../../components/ui/field.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { lookerApi, lookerKeys } from './looker-api.ts';

/**
 * The shop's Looker Studio report, embedded once an admin saves its embed address. Only Looker
 * Studio's own embed addresses pass (checked here for a quick answer, and by the server).
 */
export function LookerEmbedCard({ shop }: { shop: Shop }) {
  const { t } = useTranslation('looker');
  const queryClient = useQueryClient();
  const canEdit = hasRole(shop.role, 'admin');
  const embed = useQuery({
    queryKey: lookerKeys.embed(shop.id),
    queryFn: ({ signal }) => lookerApi.getEmbed(shop.id, signal),
  });
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (url: string) => lookerApi.saveEmbed(shop.id, url),
    onSuccess: (saved) => {
      queryClient.setQueryData(lookerKeys.embed(shop.id), saved);
      setEditing(false);
      notify('success', t('embed.saved'));
    },
    onError: (failure) =>
      failure instanceof ApiError && failure.status === 422
        ? setError(failure.message)
        : notifyError(failure, t('embed.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: () => lookerApi.removeEmbed(shop.id),
    onSuccess: () => {
      queryClient.setQueryData(lookerKeys.embed(shop.id), { embedUrl: null, updatedAt: null });
      setConfirming(false);
      notify('success', t('embed.removed'));
    },
    onError: (failure) => notifyError(failure, t('embed.removeFailed')),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = value.trim();
    if (!isLookerEmbedUrl(url)) {
      setError(t('embed.invalid'));
      return;
    }
    setError(null);
    save.mutate(url);
  };
  const startEditing = () => {
    setValue(embed.data?.embedUrl ?? '');
    setError(null);
    setEditing(true);
  };

  const form = (
    <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        className="flex-1"
        label={t('embed.label')}
        hint={t('embed.hint')}
        error={error}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder="https://lookerstudio.google.com/embed/reporting/…"
        inputMode="url"
        spellCheck={false}
      />
      <div className="flex gap-2 sm:pt-7">
        <Button type="submit" loading={save.isPending}>
          {t('embed.save')}
        </Button>
        {embed.data?.embedUrl && (
          <Button type="button" variant="ghost" onClick={() => setEditing(false)}>
            {t('embed.cancel')}
          </Button>
        )}
      </div>
    </form>
  );

  if (embed.isPending) return <Skeleton className="h-64 w-full rounded-xl" />;
  if (embed.isError) {
    return (
      <Card>
        <LoadError title={t('embed.loadFailed')} error={embed.error} onRetry={() => embed.refetch()} />
      </Card>
    );
  }
  const url = embed.data.embedUrl;
  return (
    <Card>
      <CardHeader
        title={t('embed.title')}
        description={url ? t('embed.descriptionSaved') : t('embed.description')}
        actions={
          url && canEdit && !editing ? (
            <>
              <Button variant="secondary" size="sm" onClick={startEditing}>
                <Pencil className="h-4 w-4" aria-hidden />
                {t('embed.change')}
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
                <Trash2 className="h-4 w-4" aria-hidden />
                {t('embed.remove')}
              </Button>
            </>
          ) : undefined
        }
      />
      <CardBody>
        {editing ? (
          form
        ) : url ? (
          <div className="overflow-hidden rounded-lg border border-border bg-white">
            <iframe
              title={t('embed.frameTitle', { shop: shop.name })}
              src={url}
              className="block h-[70vh] min-h-[28rem] w-full"
              // The report runs in its own origin; it needs scripts and its own cookies, nothing of ours.
              sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
              referrerPolicy="no-referrer"
              loading="lazy"
              allowFullScreen
            />
          </div>
        ) : canEdit ? (
          form
        ) : (
          <EmptyState icon={BarChart3} title={t('embed.emptyTitle')} description={t('embed.emptyViewer')} />
        )}
      </CardBody>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('embed.confirmTitle')}
        description={t('embed.confirmDescription')}
        confirmLabel={t('embed.remove')}
        onConfirm={() => remove.mutate()}
        pending={remove.isPending}
      />
    </Card>
  );
}
