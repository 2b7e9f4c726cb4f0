import type { DigestLanguage, DigestRecipient, DigestSettings, Shop } from '@ziskomer/contracts';
import { Trash2, UserRound, UserRoundPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { getErrorMessage, notify, notifyError } from '../../lib/notify.ts';
import { formatLongDay } from './format-digest.ts';
import { useAddDigestRecipient, useRemoveDigestRecipient, useUpdateDigestRecipient } from './use-digests.ts';

const LANGUAGES: DigestLanguage[] = ['cs', 'en'];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The recipients of the shop's digest: members and outside addresses, each with its language. */
export function DigestRecipients({
  shop,
  settings,
  canEdit,
}: {
  shop: Shop;
  settings: DigestSettings;
  canEdit: boolean;
}) {
  const { t } = useTranslation('digests');
  const update = useUpdateDigestRecipient(shop.id);
  const remove = useRemoveDigestRecipient(shop.id);
  const count = settings.recipients.length;
  const languageOptions = LANGUAGES.map((value) => ({ value, label: t(`settings.languages.${value}`) }));

  return (
    <section className="flex flex-col gap-3" aria-labelledby="digest-recipients">
      <h3 id="digest-recipients" className="flex items-center gap-2 text-sm font-semibold text-fg">
        {t('settings.recipients')}
        {count > 0 && <Badge>{t('settings.recipientsCount', { count })}</Badge>}
      </h3>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-border px-4 py-3 text-sm text-muted">
          {t('settings.noRecipients')}
        </p>
      ) : (
        <ul className="divide-y divide-border rounded-lg border border-border">
          {settings.recipients.map((recipient) => (
            <RecipientRow
              key={recipient.id}
              recipient={recipient}
              canEdit={canEdit}
              languageOptions={languageOptions}
              busy={
                (update.isPending && update.variables?.id === recipient.id) ||
                (remove.isPending && remove.variables === recipient.id)
              }
              onLanguage={(language) =>
                update.mutate(
                  { id: recipient.id, input: { language } },
                  { onError: (error) => notifyError(error, t('settings.changeFailed')) },
                )
              }
              onResubscribe={() =>
                update.mutate(
                  { id: recipient.id, input: { subscribed: true } },
                  { onError: (error) => notifyError(error, t('settings.changeFailed')) },
                )
              }
              onRemove={() =>
                remove.mutate(recipient.id, {
                  onError: (error) => notifyError(error, t('settings.changeFailed')),
                })
              }
            />
          ))}
        </ul>
      )}
      {canEdit && <AddRecipient shopId={shop.id} settings={settings} languageOptions={languageOptions} />}
    </section>
  );
}

function RecipientRow({
  recipient,
  canEdit,
  languageOptions,
  busy,
  onLanguage,
  onResubscribe,
  onRemove,
}: {
  recipient: DigestRecipient;
  canEdit: boolean;
  languageOptions: { value: string; label: string }[];
  busy: boolean;
  onLanguage: (language: DigestLanguage) => void;
  onResubscribe: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('digests');
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span
        aria-hidden
        className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-surface-2 text-muted"
      >
        <UserRound className="h-4 w-4" />
      </span>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium text-fg">{recipient.name ?? recipient.email}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
          {recipient.name && <span className="truncate">{recipient.email}</span>}
          <Badge tone={recipient.userId ? 'accent' : 'neutral'}>
            {recipient.userId ? t('settings.member') : t('settings.external')}
          </Badge>
          {recipient.unsubscribedAt && (
            <Badge tone="warning">
              {t('settings.unsubscribed', { date: formatLongDay(recipient.unsubscribedAt.slice(0, 10)) })}
            </Badge>
          )}
        </p>
      </div>
      {/* On phones the controls take a row of their own, so the address stays readable. */}
      <div className="flex w-full items-center justify-end gap-2 sm:w-auto">
        {canEdit ? (
          <SelectField
            hideLabel
            label={t('settings.languageLabel', { email: recipient.email })}
            options={languageOptions}
            value={recipient.language}
            disabled={busy}
            onChange={(event) => onLanguage(event.target.value as DigestLanguage)}
            className="w-36"
          />
        ) : (
          <span className="text-sm text-muted">{t(`settings.languages.${recipient.language}`)}</span>
        )}
        {canEdit && recipient.unsubscribedAt && recipient.userId && (
          <Button size="sm" variant="secondary" onClick={onResubscribe} disabled={busy}>
            {t('settings.resubscribe')}
          </Button>
        )}
        {canEdit && (
          <Button
            size="icon"
            variant="ghost"
            onClick={onRemove}
            disabled={busy}
            aria-label={t('settings.removeLabel', { email: recipient.email })}
            title={t('settings.remove')}
          >
            <Trash2 aria-hidden className="h-4 w-4" />
          </Button>
        )}
      </div>
    </li>
  );
}

function AddRecipient({
  shopId,
  settings,
  languageOptions,
}: {
  shopId: string;
  settings: DigestSettings;
  languageOptions: { value: string; label: string }[];
}) {
  const { t, i18n } = useTranslation('digests');
  const add = useAddDigestRecipient(shopId);
  const [email, setEmail] = useState('');
  const [language, setLanguage] = useState<DigestLanguage>(i18n.language === 'en' ? 'en' : 'cs');
  const [error, setError] = useState<string | null>(null);

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('errors:digest_email_invalid'));
      return;
    }
    add.mutate(
      { email: value, language },
      {
        onSuccess: () => {
          setEmail('');
          setError(null);
          notify.success(t('settings.added'));
        },
        onError: (failure) => setError(getErrorMessage(failure)),
      },
    );
  };
  const addMember = (userId: string) =>
    add.mutate(
      { userId, language },
      {
        onSuccess: () => notify.success(t('settings.added')),
        onError: (failure) => notifyError(failure, t('settings.addFailed')),
      },
    );

  return (
    <div className="flex flex-col gap-3 rounded-lg bg-surface-2/60 p-4">
      <form
        onSubmit={submitEmail}
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_9rem_auto] sm:items-start"
      >
        <Field
          label={t('settings.emailLabel')}
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder={t('settings.emailPlaceholder')}
          value={email}
          error={error}
          onChange={(event) => {
            setEmail(event.target.value);
            if (error) setError(null);
          }}
        />
        <SelectField
          label={t('settings.languageOfNew')}
          options={languageOptions}
          value={language}
          onChange={(event) => setLanguage(event.target.value as DigestLanguage)}
        />
        <Button
          type="submit"
          className="sm:mt-[1.625rem]"
          loading={add.isPending && add.variables && 'email' in add.variables}
        >
          {t('settings.addEmail')}
        </Button>
      </form>
      {settings.members.length > 0 && (
        <div className="flex flex-wrap items-center gap-2">
          <UserRoundPlus aria-hidden className="h-4 w-4 text-muted" />
          <span className="text-sm text-muted">{t('settings.addMember')}:</span>
          {settings.members.map((member) => (
            <Button
              key={member.userId}
              size="xs"
              variant="secondary"
              onClick={() => addMember(member.userId)}
              disabled={add.isPending}
              title={member.email}
            >
              {member.name || member.email}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
