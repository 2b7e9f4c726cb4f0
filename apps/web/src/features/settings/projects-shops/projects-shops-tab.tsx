import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify.ts';
import { ProjectsCard } from '../../projects/projects-card.tsx';
import { useSelectedProject } from '../../projects/use-selected-project.ts';
import { ShopsCard } from '../../shops/shops-card.tsx';
import { useShops } from '../../shops/use-shops.ts';

/**
 * Settings → Projekty a e-shopy. `&shop=<id>` points at one shop (highlighted and opened);
 * `&project=<id>` selects a project, refused with 'Projekt není dostupný' when it is not the user's.
 */
export function ProjectsShopsTab() {
  const { t } = useTranslation('projects');
  const [params, setParams] = useSearchParams();
  const { projects, selectProject } = useSelectedProject();
  const shops = useShops();
  const requestedProject = params.get('project');
  const focusedShopId = params.get('shop');

  useEffect(() => {
    if (!requestedProject || !projects.data) return;
    selectProject(requestedProject);
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.delete('project');
        return next;
      },
      { replace: true },
    );
  }, [requestedProject, projects.data, selectProject, setParams]);

  const missingShop = Boolean(
    focusedShopId && shops.data && !shops.data.some((shop) => shop.id === focusedShopId),
  );
  useEffect(() => {
    if (missingShop) notify.error(t('errors:shop_not_found'));
  }, [missingShop, t]);

  return (
    <div className="flex flex-col gap-6">
      <ProjectsCard />
      <ShopsCard focusedShopId={focusedShopId} />
    </div>
  );
}
