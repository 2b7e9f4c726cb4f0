import type { Customer, Shop } from '@ziskomer/contracts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import {
  clearFieldIssue,
  type FieldIssues,
  getIssueMessageKey,
  readServerFieldIssues,
} from '../orders/field-issues.ts';
import { FormSection } from '../orders/form-section.tsx';
import { buildCustomerInput, type CustomerDraft, EMPTY_CUSTOMER_DRAFT } from './customer-draft.ts';
import { useCreateCustomer } from './use-create-customer.ts';

/**
 * The customer form (/customers/new): checked with the API's contract, sent to POST …/customers,
 * the server's answers (422 at the fields, 409 at the e-mail) shown where they belong.
 */
export function CustomerForm({
  shop,
  canEdit,
  onCreated,
}: {
  shop: Shop;
  canEdit: boolean;
  onCreated: (customer: Customer) => void;
}) {
  const { t } = useTranslation('customers');
  const create = useCreateCustomer(shop.id);
  const form = useRef<HTMLFormElement>(null);
  const [draft, setDraft] = useState<CustomerDraft>(EMPTY_CUSTOMER_DRAFT);
  const [issues, setIssues] = useState<FieldIssues>({});

  const field = (name: keyof CustomerDraft) => {
    const code = issues[name];
    return {
      id: `customer-${name}`,
      name,
      value: draft[name],
      error: code ? t(`orders:${getIssueMessageKey(name, code)}`) : null,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setDraft((old) => ({ ...old, [name]: value }));
        setIssues((old) => clearFieldIssue(old, name));
      },
    };
  };

  const focusFirstIssue = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildCustomerInput(draft);
    if (!built.ok) {
      setIssues(built.issues);
      focusFirstIssue();
      return;
    }
    create.mutate(built.input, {
      onSuccess: (customer) => {
        notify.success(t('form.created', { email: customer.email }));
        setDraft(EMPTY_CUSTOMER_DRAFT);
        setIssues({});
        onCreated(customer);
      },
      onError: (error) => {
        const server = readServerFieldIssues(error);
        if (server) {
          setIssues(server);
          notify.warning(server.email === 'customer_exists' ? t('form.exists') : t('orders:form.fixFields'));
          focusFirstIssue();
        } else {
          notifyError(error, t('form.failed'));
        }
      },
    });
  };

  return (
    <form
      ref={form}
      onSubmit={submit}
      noValidate
      aria-describedby={canEdit ? undefined : 'customer-read-only'}
    >
      <fieldset disabled={!canEdit || create.isPending} className="flex min-w-0 flex-col gap-6">
        <legend className="sr-only">{t('form.title')}</legend>
        <FormSection title={t('form.sections.contact')} description={t('form.sections.contactHint')}>
          <Field
            {...field('email')}
            type="email"
            label={t('form.email')}
            required
            maxLength={320}
            autoComplete="off"
            hint={t('form.emailHint')}
            className="sm:col-span-2"
          />
          <Field {...field('name')} label={t('form.name')} maxLength={200} autoComplete="off" />
          <Field {...field('phone')} type="tel" label={t('form.phone')} maxLength={50} autoComplete="off" />
        </FormSection>
        <FormSection title={t('form.sections.address')} className="sm:grid-cols-3">
          <Field {...field('city')} label={t('form.city')} maxLength={200} autoComplete="off" />
          <Field {...field('zip')} label={t('form.zip')} maxLength={20} autoComplete="off" />
          <Field {...field('country')} label={t('form.country')} maxLength={100} autoComplete="off" />
        </FormSection>
      </fieldset>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" asChild>
          <Link to="/analytics/r-orders">{t('common:cancel')}</Link>
        </Button>
        <Button type="submit" loading={create.isPending} disabled={!canEdit}>
          {create.isPending ? t('common:saving') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
