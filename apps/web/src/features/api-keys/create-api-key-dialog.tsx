import { type CreatedApiKey, createApiKeySchema, type Shop } from '@ziskomer/contracts';
import { KeyRound, TriangleAlert } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notifyError } from '../../lib/notify.ts';
import { CopyButton } from './copy-button.tsx';
import { useCreateApiKey } from './use-api-keys.ts';

/**
 * Creates a key in two steps: its name, then the full key, shown this once with a warning and a
 * copy button. Closing the dialog forgets the key; the server keeps only its hash.
 */
export function CreateApiKeyDialog({
  shop,
  open,
  onOpenChange,
}: {
  shop: Shop;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('apiKeys');
  const create = useCreateApiKey(shop.id);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const keyId = useId();

  useEffect(() => {
    if (open) return;
    setName('');
    setError(null);
    setCreated(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name });
    if (!parsed.success) {
      setError(name.trim() === '' ? t('createDialog.nameRequired') : t('createDialog.nameTooLong'));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: setCreated,
      onError: (failure) => {
        if (failure instanceof ApiError && failure.code === 'validation_failed')
          setError(getErrorMessage(failure));
        else notifyError(failure, t('createDialog.failed'));
      },
    });
  };

  // One dialog for both steps: the key replaces the form in place, keeping focus inside.
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={created ? t('createDialog.created') : t('createDialog.title')}
      description={
        created
          ? t('createDialog.createdDescription', { name: created.apiKey.name, shop: shop.name })
          : t('createDialog.description', { shop: shop.name })
      }
      className={created ? 'max-w-lg' : undefined}
    >
      {created ? (
        <div className="flex flex-col gap-4">
          <div role="alert" className="flex gap-3 rounded-lg bg-warning-soft p-3 text-sm">
            <TriangleAlert aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
            <div>
              <p className="font-semibold text-fg">{t('createDialog.warningTitle')}</p>
              <p className="mt-0.5 text-muted">{t('createDialog.warning')}</p>
            </div>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={keyId} className="text-sm font-medium text-fg">
              {t('createDialog.keyLabel')}
            </label>
            <textarea
              id={keyId}
              readOnly
              rows={2}
              value={created.key}
              spellCheck={false}
              autoComplete="off"
              onFocus={(event) => event.currentTarget.select()}
              className="resize-none rounded-lg border border-border bg-surface-2 px-3 py-2 font-mono text-sm leading-relaxed text-fg [word-break:break-all] focus:outline-none focus:ring-2 focus:ring-ring/40"
            />
            <CopyButton text={created.key} size="md" className="self-start" autoFocus />
          </div>
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>{t('createDialog.done')}</Button>
          </div>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label={t('createDialog.name')}
            placeholder={t('createDialog.namePlaceholder')}
            hint={t('createDialog.nameHint')}
            value={name}
            maxLength={120}
            onChange={(event) => {
              setName(event.target.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            autoFocus
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {!create.isPending && <KeyRound aria-hidden className="h-4 w-4" />}
              {t('createDialog.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
