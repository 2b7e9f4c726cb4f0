import type { ApiKeyConnector } from '@ziskomer/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { getErrorMessage, notify } from '../../lib/notify.ts';
import { useConnectApiKey } from './use-connect-api-key.ts';

/**
 * Connecting Sklik, Heureka or Zboží.cz: the key (with Zboží.cz's establishment id) and where to
 * find it in the provider's administration. The provider's refusal is shown at the field, so the
 * key can be corrected in place; the key is never shown again once stored.
 */
export function ApiKeyDialog({
  shopId,
  connector,
  onClose,
}: {
  shopId: string;
  connector: ApiKeyConnector | null;
  onClose: () => void;
}) {
  // Mounted anew for each opening, so the form starts empty.
  return connector ? (
    <ApiKeyForm key={connector} shopId={shopId} connector={connector} onClose={onClose} />
  ) : null;
}

function ApiKeyForm({
  shopId,
  connector,
  onClose,
}: {
  shopId: string;
  connector: ApiKeyConnector;
  onClose: () => void;
}) {
  const { t } = useTranslation('connections');
  const connect = useConnectApiKey(shopId);
  const [apiKey, setApiKey] = useState('');
  const [establishment, setEstablishment] = useState('');
  const [error, setError] = useState<{ field: 'key' | 'shopId'; message: string } | null>(null);
  const name = t(`connectors.${connector}.name`);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apiKey.trim().length === 0) return setError({ field: 'key', message: t('apiKey.required') });
    if (connector === 'zbozi' && !/^\d{1,12}$/.test(establishment.trim()))
      return setError({ field: 'shopId', message: t('apiKey.shopIdRequired') });
    setError(null);
    const input =
      connector === 'zbozi'
        ? { connector, apiKey: apiKey.trim(), shopId: establishment.trim() }
        : { connector, apiKey: apiKey.trim() };
    connect.mutate(input, {
      onSuccess: () => {
        notify.success(t('apiKey.connected', { name }));
        onClose();
      },
      // The provider's refusal is shown at the key, which is what the user corrects.
      onError: (failure) =>
        setError({ field: 'key', message: getErrorMessage(failure) || t('failed.connect') }),
    });
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('apiKey.title', { name })}
      description={t('apiKey.description')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-muted">
          {t(`apiKey.help.${connector}`)}
        </p>
        {connector === 'zbozi' && (
          <Field
            label={t('apiKey.shopIdLabel')}
            value={establishment}
            inputMode="numeric"
            autoComplete="off"
            onChange={(event) => setEstablishment(event.target.value)}
            error={error?.field === 'shopId' ? error.message : null}
          />
        )}
        <Field
          label={t(`apiKey.keyLabels.${connector}`)}
          value={apiKey}
          type="password"
          autoComplete="off"
          spellCheck={false}
          autoFocus
          onChange={(event) => setApiKey(event.target.value)}
          error={error?.field === 'key' ? error.message : null}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('apiKey.cancel')}
          </Button>
          <Button type="submit" loading={connect.isPending}>
            {t('apiKey.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
