import { hasRole, type Shop } from '@ziskomer/contracts';
import { normaliseDomain, parseStoreDomain } from '@ziskomer/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { ApiError } from '../../lib/api.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { useCreateShop, useUpdateShop } from './use-shop-mutations.ts';
import { useProjects } from './use-shops.ts';

const NO_PROJECT = '';

/**
 * The fields of a shop: name, domain or URL (the server keeps the host), and its project.
 * `lockedProjectId` fixes the project and hides the choice (onboarding adds the shop to the project
 * made in the step before).
 */
export function ShopForm({
  shop,
  defaultProjectId = null,
  lockedProjectId,
  submitLabel,
  onSaved,
  onCancel,
}: {
  shop?: Shop;
  defaultProjectId?: string | null;
  lockedProjectId?: string;
  submitLabel?: string;
  onSaved: (shop: Shop) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('projects');
  const projects = useProjects();
  const create = useCreateShop();
  const update = useUpdateShop();
  const [name, setName] = useState(shop?.name ?? '');
  const [domain, setDomain] = useState(shop?.storeDomain ?? '');
  const [projectId, setProjectId] = useState<string>(
    shop ? (shop.projectId ?? NO_PROJECT) : (defaultProjectId ?? NO_PROJECT),
  );
  const [errors, setErrors] = useState<{ name?: string; domain?: string }>({});

  const parsedDomain = parseStoreDomain(domain);
  // Shops may be added only to projects the user manages; an edited shop keeps showing its own.
  const projectOptions = [
    { value: NO_PROJECT, label: t('shops.form.noProject') },
    ...(projects.data ?? [])
      .filter((project) => hasRole(project.role, 'admin') || project.id === shop?.projectId)
      .map((project) => ({ value: project.id, label: project.name })),
  ];
  if (shop?.projectId && !projectOptions.some((option) => option.value === shop.projectId)) {
    projectOptions.push({ value: shop.projectId, label: shop.projectName ?? t('shops.unknownProject') });
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: { name?: string; domain?: string } = {};
    if (name.trim() === '') found.name = t('shops.form.nameRequired');
    if (domain.trim() === '') found.domain = t('shops.form.domainRequired');
    else if (!parsedDomain) found.domain = t('shops.form.domainInvalid');
    setErrors(found);
    if (found.name || found.domain) return;

    const input = {
      name: name.trim(),
      domain: domain.trim(),
      projectId: lockedProjectId ?? (projectId === NO_PROJECT ? null : projectId),
    };
    const onError = (error: unknown) => {
      if (error instanceof ApiError && error.code === 'conflict') {
        setErrors({ domain: t('shops.form.domainTaken') });
      } else {
        notifyError(error);
      }
    };
    if (shop) {
      // Only what changed is sent: moving a shop between projects needs rights that renaming does not.
      const changes = {
        ...(input.name !== shop.name ? { name: input.name } : {}),
        ...(parsedDomain?.domain !== shop.storeDomain ? { domain: input.domain } : {}),
        ...(input.projectId !== shop.projectId ? { projectId: input.projectId } : {}),
      };
      if (Object.keys(changes).length === 0) {
        onSaved(shop);
        return;
      }
      update.mutate(
        { shopId: shop.id, input: changes },
        {
          onSuccess: (saved) => {
            notify.success(t('shops.toast.updated', { name: saved.name }));
            onSaved(saved);
          },
          onError,
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (saved) => {
          notify.success(t('shops.toast.created', { name: saved.name }));
          onSaved(saved);
        },
        onError,
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <Field
        label={t('shops.form.name')}
        placeholder={t('shops.form.namePlaceholder')}
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setErrors((old) => ({ ...old, name: undefined }));
        }}
        maxLength={120}
        error={errors.name}
        required
        autoFocus
      />
      <Field
        label={t('shops.form.domain')}
        placeholder={t('shops.form.domainPlaceholder')}
        value={domain}
        onChange={(event) => {
          setDomain(event.target.value);
          setErrors((old) => ({ ...old, domain: undefined }));
        }}
        inputMode="url"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={253}
        error={errors.domain}
        hint={
          parsedDomain
            ? t('shops.form.domainPreview', {
                domain: parsedDomain.domain,
                normalised: normaliseDomain(parsedDomain.domain),
              })
            : t('shops.form.domainHint')
        }
        required
      />
      {lockedProjectId === undefined && (
        <SelectField
          label={t('shops.form.project')}
          value={projectId}
          onChange={(event) => setProjectId(event.target.value)}
          options={projectOptions}
          disabled={projects.isPending}
          hint={t('shops.form.projectHint')}
        />
      )}
      <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {t('common:cancel')}
          </Button>
        )}
        <Button type="submit" loading={create.isPending || update.isPending}>
          {submitLabel ?? (shop ? t('common:save') : t('shops.form.create'))}
        </Button>
      </div>
    </form>
  );
}
