import { useMutation } from '@tanstack/react-query';
import { contactRoutes } from '@ziskomer/contracts';
import { CircleCheck, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { ApiError, callApi } from '../../lib/api.ts';
import { type ContactMessage, validateContactMessage } from './validate-contact-message.ts';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };
type FieldErrors = Partial<Record<keyof ContactMessage, string>>;

/** The server's per-field codes (details.issues) as translated messages. */
function serverFieldErrors(error: unknown, translate: (code: string) => string): FieldErrors {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const issues = (error.details as { issues?: { path: string; code: string }[] } | undefined)?.issues ?? [];
  const found: FieldErrors = {};
  for (const issue of issues) {
    if (issue.path in EMPTY) found[issue.path as keyof ContactMessage] ??= translate(issue.code);
  }
  return found;
}

/**
 * The contact form (landing, /contact, /support): sent to the contact route, which stores the
 * message and e-mails it to the operator. Fields are checked here first and again on the server;
 * the hidden `website` field is the honeypot that people never fill.
 */
export function ContactForm({ page }: { page: 'landing' | 'contact' | 'support' }) {
  const { t } = useTranslation(['support', 'landing', 'errors']);
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const address = t('shell:company.email');
  const send = useMutation({
    mutationFn: () => callApi(contactRoutes.sendContactMessage, { body: { ...values, website, page } }),
    onError: (error) => setErrors(serverFieldErrors(error, (code) => t(`errors:${code}`))),
  });

  const update = (key: keyof ContactMessage) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactMessage(values);
    const texts: FieldErrors = {};
    for (const [key, code] of Object.entries(found)) {
      texts[key as keyof ContactMessage] = t(`landing:contact.errors.${code}`);
    }
    setErrors(texts);
    if (Object.keys(texts).length === 0) send.mutate();
  };

  if (send.isSuccess) {
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
      >
        <CircleCheck className="h-8 w-8 text-accent" aria-hidden />
        <h3 className="text-lg font-semibold text-fg">{t('contactForm.sentTitle')}</h3>
        <p className="text-sm text-muted">{t('contactForm.sentText', { email: values.email.trim() })}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY);
            send.reset();
          }}
        >
          {t('contactForm.another')}
        </Button>
      </div>
    );
  }

  const failure =
    send.error instanceof ApiError && send.error.code === 'rate_limited'
      ? t('contactForm.rateLimited', { address })
      : send.isError && Object.keys(errors).length === 0
        ? t('contactForm.failed', { address })
        : null;

  return (
    <form
      noValidate
      onSubmit={submit}
      className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t('landing:contact.fields.name')}
          name="name"
          autoComplete="name"
          required
          maxLength={120}
          value={values.name}
          onChange={(e) => update('name')(e.target.value)}
          error={errors.name}
        />
        <Field
          label={t('landing:contact.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={values.email}
          onChange={(e) => update('email')(e.target.value)}
          error={errors.email}
        />
        <Field
          className="sm:col-span-2"
          label={t('landing:contact.fields.subject')}
          name="subject"
          required
          maxLength={200}
          value={values.subject}
          onChange={(e) => update('subject')(e.target.value)}
          error={errors.subject}
        />
        <TextareaField
          className="sm:col-span-2"
          label={t('landing:contact.fields.message')}
          name="message"
          required
          rows={5}
          maxLength={5000}
          value={values.message}
          onChange={(e) => update('message')(e.target.value)}
          error={errors.message}
        />
        {/* The honeypot: off screen and out of the tab order and the accessibility tree. */}
        <div aria-hidden className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label>
            {t('contactForm.honeypot')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={website}
              onChange={(e) => setWebsite(e.target.value)}
            />
          </label>
        </div>
      </div>
      {failure && (
        <p role="alert" className="mt-5 rounded-lg bg-danger-soft px-4 py-3 text-sm text-danger">
          {failure}
        </p>
      )}
      <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs leading-5 text-muted">
          {t('landing:contact.allRequired')}{' '}
          <Link to="/legal/privacy" className="underline underline-offset-2 hover:text-fg">
            {t('contactForm.privacy')}
          </Link>
        </p>
        <Button type="submit" loading={send.isPending} className="shrink-0">
          <Send className="h-4 w-4" aria-hidden />
          {send.isPending ? t('contactForm.sending') : t('contactForm.submit')}
        </Button>
      </div>
    </form>
  );
}
