import { Mail, MailCheck, Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field } from '../../../components/ui/field.tsx';
import {
  type ContactError,
  type ContactMessage,
  composeContactMailto,
  validateContactMessage,
} from '../compose-contact-mail.ts';
import { LandingSection, SectionHeading } from '../section-heading.tsx';

const EMPTY: ContactMessage = { name: '', email: '', subject: '', message: '' };

/**
 * #contact: a form whose fields are all required. Sending opens the visitor's mail program with
 * the message prepared (mailto:), so nothing pretends to be sent by the site.
 */
export function ContactSection({ level = 'h2' }: { level?: 'h1' | 'h2' }) {
  const { t } = useTranslation('landing');
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof ContactMessage, ContactError>>>({});
  const [opened, setOpened] = useState(false);
  const messageId = useId();
  const address = t('shell:company.email');

  const update = (key: keyof ContactMessage) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (errors[key]) setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const errorText = (key: keyof ContactMessage) => (errors[key] ? t(`contact.errors.${errors[key]}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateContactMessage(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setOpened(false);
      return;
    }
    window.location.href = composeContactMailto(address, values, t('contact.signature'));
    setOpened(true);
  };

  return (
    <LandingSection id="contact" labelledBy="contact-title">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.3fr] lg:gap-16">
        <div>
          <SectionHeading
            id="contact-title"
            level={level}
            align="left"
            eyebrow={t('contact.eyebrow')}
            title={t('contact.title')}
            lead={t('contact.lead')}
          />
          <a
            href={`mailto:${address}`}
            className="mt-8 inline-flex items-center gap-3 rounded-xl border border-border bg-surface px-4 py-3 text-sm font-medium text-fg shadow-sm transition hover:bg-surface-2"
          >
            <Mail className="h-4 w-4 text-accent" aria-hidden />
            {address}
          </a>
          <p className="mt-4 text-sm text-muted">{t('contact.responseTime')}</p>
        </div>
        <form
          noValidate
          onSubmit={submit}
          aria-describedby={opened ? messageId : undefined}
          className="rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label={t('contact.fields.name')}
              name="name"
              autoComplete="name"
              required
              value={values.name}
              onChange={(e) => update('name')(e.target.value)}
              error={errorText('name')}
            />
            <Field
              label={t('contact.fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={(e) => update('email')(e.target.value)}
              error={errorText('email')}
            />
            <Field
              className="sm:col-span-2"
              label={t('contact.fields.subject')}
              name="subject"
              required
              value={values.subject}
              onChange={(e) => update('subject')(e.target.value)}
              error={errorText('subject')}
            />
            <MessageField
              label={t('contact.fields.message')}
              value={values.message}
              onChange={update('message')}
              error={errorText('message')}
            />
          </div>
          <div className="mt-6 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-xs text-muted">{t('contact.allRequired')}</p>
            <Button type="submit">
              <Send className="h-4 w-4" aria-hidden />
              {t('contact.submit')}
            </Button>
          </div>
          {opened && (
            <p
              id={messageId}
              role="status"
              className="mt-5 flex gap-2.5 rounded-lg bg-accent-soft px-4 py-3 text-sm text-fg"
            >
              <MailCheck className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
              {t('contact.opened', { address })}
            </p>
          )}
        </form>
      </div>
    </LandingSection>
  );
}

function MessageField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <textarea
        id={id}
        name="message"
        required
        rows={5}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-message` : undefined}
        className={cn(
          'resize-y rounded-lg border bg-surface px-3 py-2 text-sm text-fg placeholder:text-muted/70',
          'focus:outline-none focus:ring-2 focus:ring-ring/40',
          error ? 'border-danger' : 'border-border',
        )}
      />
      {error && (
        <p id={`${id}-message`} role="alert" className="text-xs text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
