import { MAX_EXTRA_TRACKING_ORIGINS, type TrackingKeys } from '@ziskomer/contracts';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { checkNewOrigin } from './check-new-origin.ts';
import { useUpdateTrackingOrigins } from './use-tracking-keys.ts';

/**
 * The addresses the browser snippet may send from: the shop's own (always) and the extra ones a
 * shop admin adds or removes here (a checkout on another domain). A removal can be undone from
 * its toast.
 */
export function AllowedOrigins({ shopId, keys }: { shopId: string; keys: TrackingKeys }) {
  const { t } = useTranslation('linkTracking');
  const { t: tErrors } = useTranslation('errors');
  const update = useUpdateTrackingOrigins(shopId);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const extra = new Set(keys.extraOrigins);

  const save = (origins: string[], onSaved: () => void) =>
    update.mutate(origins, {
      onSuccess: onSaved,
      onError: (failure) => notifyError(failure, t('setup.origins.failed')),
    });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkNewOrigin(draft, keys.allowedOrigins, keys.extraOrigins.length);
    if (!checked.ok) {
      setError(
        checked.reason === 'invalid'
          ? tErrors('tracking_origin_invalid')
          : checked.reason === 'duplicate'
            ? t('setup.origins.duplicate')
            : tErrors('tracking_origins_over_limit'),
      );
      return;
    }
    save([...keys.extraOrigins, checked.origin], () => {
      setDraft('');
      notify.success(t('setup.origins.added', { origin: checked.origin }));
    });
  };

  const remove = (origin: string) => {
    const before = keys.extraOrigins;
    save(
      before.filter((item) => item !== origin),
      () =>
        toast.success(t('setup.origins.removed', { origin }), {
          action: { label: t('setup.origins.undo'), onClick: () => save(before, () => {}) },
        }),
    );
  };

  return (
    <div className="flex flex-col gap-2">
      <span className="text-xs font-medium text-fg">{t('setup.allowedOrigins')}</span>
      <ul className="flex flex-wrap gap-1.5">
        {keys.allowedOrigins.map((origin) => (
          <li
            key={origin}
            className="inline-flex items-center gap-1 rounded-md bg-surface-2 py-0.5 pr-1 pl-2 font-mono text-[11px] text-fg"
          >
            {origin}
            {extra.has(origin) && keys.canManage ? (
              <button
                type="button"
                className="rounded p-0.5 text-muted hover:bg-surface hover:text-danger focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
                aria-label={t('setup.origins.remove', { origin })}
                disabled={update.isPending}
                onClick={() => remove(origin)}
              >
                <X aria-hidden className="h-3 w-3" />
              </button>
            ) : (
              !extra.has(origin) && (
                <span className="pr-1 font-sans text-[10px] text-muted">{t('setup.origins.own')}</span>
              )
            )}
          </li>
        ))}
      </ul>
      {keys.canManage && (
        <form onSubmit={add} className="flex flex-col gap-2 sm:flex-row sm:items-start" noValidate>
          <Field
            className="flex-1"
            label={t('setup.origins.addLabel')}
            placeholder={t('setup.origins.placeholder')}
            hint={t('setup.origins.hint', { max: MAX_EXTRA_TRACKING_ORIGINS })}
            error={error}
            value={draft}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => {
              setDraft(event.target.value);
              setError(null);
            }}
          />
          <Button type="submit" variant="secondary" className="sm:mt-6" loading={update.isPending}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('setup.origins.add')}
          </Button>
        </form>
      )}
    </div>
  );
}
