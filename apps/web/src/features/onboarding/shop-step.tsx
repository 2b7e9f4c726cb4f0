import { hasRole, type Project, type Shop } from '@ziskomer/contracts';
import { ArrowRight, CheckCircle2, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { ShopForm } from '../shops/shop-form.tsx';

/**
 * Step 2: add a shop to the chosen project. When the project already has shops the user may go
 * on or add another one.
 */
export function ShopStep({
  project,
  projects,
  shops,
  onProjectChange,
  onDone,
}: {
  project: Project;
  projects: Project[];
  shops: Shop[];
  onProjectChange: (projectId: string) => void;
  onDone: (shop: Shop) => void;
}) {
  const { t } = useTranslation('onboarding');
  const inProject = shops.filter((shop) => shop.projectId === project.id);
  const [adding, setAdding] = useState(inProject.length === 0);
  const manageable = projects.filter((candidate) => hasRole(candidate.role, 'admin'));
  const first = inProject[0];

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h2 className="text-xl font-semibold text-fg">{t('steps.2.title')}</h2>
        <p className="mt-1 text-sm text-muted">{t('steps.2.description')}</p>
      </div>
      {manageable.length > 1 ? (
        <SelectField
          label={t('shop.project')}
          value={project.id}
          onChange={(event) => onProjectChange(event.target.value)}
          options={manageable.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
        />
      ) : (
        <p className="text-sm text-muted">{t('shop.intoProject', { name: project.name })}</p>
      )}
      {inProject.length > 0 && (
        <ul className="flex flex-col gap-2">
          {inProject.map((shop) => (
            <li key={shop.id} className="flex items-center gap-3 rounded-lg border border-border px-3 py-2.5">
              <CheckCircle2 aria-hidden className="h-5 w-5 text-accent" />
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-fg">{shop.name}</span>
                <span className="block truncate text-xs text-muted">{shop.storeDomain}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
      {adding ? (
        <ShopForm
          key={project.id}
          lockedProjectId={project.id}
          submitLabel={t('shop.submit')}
          onCancel={inProject.length > 0 ? () => setAdding(false) : undefined}
          onSaved={onDone}
        />
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button variant="secondary" onClick={() => setAdding(true)}>
            <Plus aria-hidden className="h-4 w-4" />
            {t('shop.addAnother')}
          </Button>
          {first && (
            <Button onClick={() => onDone(first)}>
              {t('common:next')}
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
