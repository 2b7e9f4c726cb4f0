import { createProjectSchema, type Project } from '@ziskomer/contracts';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field } from '../../components/ui/field.tsx';
import { TextareaField } from '../../components/ui/textarea-field.tsx';
import { notify, notifyError } from '../../lib/notify.ts';
import { useCreateProject, useUpdateProject } from './use-project-mutations.ts';

/** Creates a project, or edits the name and description of `project` when given. */
export function ProjectFormDialog({
  open,
  onOpenChange,
  project,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  project?: Project;
  onCreated?: (project: Project) => void;
}) {
  const { t } = useTranslation('projects');
  const create = useCreateProject();
  const update = useUpdateProject();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setName(project?.name ?? '');
    setDescription(project?.description ?? '');
    setNameError(null);
  }, [open, project]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createProjectSchema.safeParse({ name, description });
    if (!parsed.success) {
      setNameError(name.trim() === '' ? t('form.nameRequired') : t('form.nameTooLong'));
      return;
    }
    const onError = (error: unknown) => notifyError(error);
    if (project) {
      update.mutate(
        { projectId: project.id, input: parsed.data },
        {
          onSuccess: () => {
            notify.success(t('toast.updated'));
            onOpenChange(false);
          },
          onError,
        },
      );
    } else {
      create.mutate(parsed.data, {
        onSuccess: (created) => {
          notify.success(t('toast.created', { name: created.name }));
          onOpenChange(false);
          onCreated?.(created);
        },
        onError,
      });
    }
  };

  const pending = create.isPending || update.isPending;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={project ? t('form.editTitle') : t('form.createTitle')}
      description={project ? undefined : t('form.createDescription')}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <Field
          label={t('form.name')}
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            setNameError(null);
          }}
          placeholder={t('form.namePlaceholder')}
          maxLength={120}
          error={nameError}
          required
          autoFocus
        />
        <TextareaField
          label={t('form.description')}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder={t('form.descriptionPlaceholder')}
          maxLength={500}
          hint={t('form.descriptionHint')}
        />
        <div className="mt-1 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" loading={pending}>
            {project ? t('common:save') : t('form.create')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
