import { type Profile, updateProfileSchema } from '@ziskomer/contracts';
import { BadgeCheck, MailWarning } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { notify, notifyError } from '../../../lib/notify.ts';
import { useUpdateProfile } from './use-update-profile.ts';

type FieldName = 'firstName' | 'lastName' | 'phone';
type Errors = Partial<Record<FieldName, string>>;

/** First name, last name and phone; the e-mail is shown but changed elsewhere (it is the sign-in). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('settings');
  const update = useUpdateProfile();
  const [values, setValues] = useState({
    firstName: profile.firstName,
    lastName: profile.lastName,
    phone: profile.phone,
  });
  const [errors, setErrors] = useState<Errors>({});
  const dirty =
    values.firstName !== profile.firstName ||
    values.lastName !== profile.lastName ||
    values.phone !== profile.phone;

  const change = (name: FieldName) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setValues((old) => ({ ...old, [name]: event.target.value }));
    setErrors((old) => ({ ...old, [name]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = updateProfileSchema.safeParse(values);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??=
          name === 'phone' && issue.code === 'invalid_format'
            ? t('profile.phoneInvalid')
            : t('profile.tooLong');
      }
      setErrors(found);
      return;
    }
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues({ firstName: saved.firstName, lastName: saved.lastName, phone: saved.phone });
        notify.success(t('profile.saved'));
      },
      onError: (error) => notifyError(error),
    });
  };

  return (
    <Card>
      <CardHeader title={t('profile.title')} description={t('profile.description')} />
      <form onSubmit={submit} noValidate>
        <CardBody className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('profile.firstName')}
            value={values.firstName}
            onChange={change('firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={80}
          />
          <Field
            label={t('profile.lastName')}
            value={values.lastName}
            onChange={change('lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={80}
          />
          <Field
            label={t('profile.phone')}
            type="tel"
            value={values.phone}
            onChange={change('phone')}
            error={errors.phone}
            placeholder={t('profile.phonePlaceholder')}
            autoComplete="tel"
            maxLength={30}
          />
          <div className="flex flex-col gap-1.5">
            <Field
              label={t('profile.email')}
              type="email"
              value={profile.email}
              readOnly
              aria-readonly
              className="[&_input]:bg-surface-2 [&_input]:text-muted"
              hint={t('profile.emailHint')}
            />
            <div>
              {profile.emailVerified ? (
                <Badge tone="accent" className="gap-1">
                  <BadgeCheck aria-hidden className="h-3 w-3" />
                  {t('profile.emailVerified')}
                </Badge>
              ) : (
                <Badge tone="warning" className="gap-1">
                  <MailWarning aria-hidden className="h-3 w-3" />
                  {t('profile.emailUnverified')}
                </Badge>
              )}
            </div>
          </div>
        </CardBody>
        <div className="flex items-center justify-end gap-3 border-t border-border px-5 py-3">
          {dirty && <span className="text-xs text-muted">{t('profile.unsaved')}</span>}
          <Button type="submit" loading={update.isPending} disabled={!dirty}>
            {update.isPending ? t('common:saving') : t('common:save')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
