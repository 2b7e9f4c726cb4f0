import { createProjectSchema, type Project } from '@ziskomer/contracts';
import { ArrowRight, FolderKanban } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useCreateProject } from '../projects/use-project-mutations.ts';

/**
 * Step 1: create a project. A user who already manages one may continue with it instead
 * (`existing`), so the step never forces a duplicate.
 */
export function ProjectStep({
  existing,
  onDone,
}: {
  existing: Project | null;
  onDone: (project: Project) => void;
}) {
  const { t } = useTranslation('onboarding');
  const create = useCreateProject();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProjectSchema.safeParse({ name, description });
    if (!parsed.success) {
      setError(name.trim() === '' ? t('projects:form.nameRequired') : t('projects:form.nameTooLong'));
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (project) => {
        notify.success(t('projects:toast.created', { name: project.name }));
        onDone(project);
      },
      onError: (failure) => notifyError(failure),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-fg">{t('steps.1.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('steps.1.description')}</p>
      </div>
      {existing && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-accent/40 bg-accent-soft/50 p-4">
          <FolderKanban aria-hidden className="h-5 w-5 text-accent" />
          <p className="min-w-0 flex-1 text-sm text-fg">{t('project.existing', { name: existing.name })}</p>
          <Button size="sm" onClick={() => onDone(existing)}>
            {t('project.useExisting')}
            <ArrowRight aria-hidden className="h-4 w-4" />
          </Button>
        </div>
      )}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {existing && <p className="text-sm font-medium text-fg">{t('project.orCreate')}</p>}
        <Field
          label={t('projects:form.name')}
          placeholder={t('projects:form.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setError(null);
          }}
          maxLength={120}
          error={error}
          hint={error ? undefined : t('project.nameHint')}
          required
          autoFocus={!existing}
        />
        <TextareaField
          label={t('projects:form.description')}
          placeholder={t('projects:form.descriptionPlaceholder')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          maxLength={500}
          rows={2}
        />
        <div className="flex justify-end">
          <Button type="submit" loading={create.isPending} variant={existing ? 'secondary' : 'primary'}>
            {t('project.create')}
            {!create.isPending && <ArrowRight aria-hidden className="h-4 w-4" />}
          </Button>
        </div>
      </form>
    </div>
  );
}
