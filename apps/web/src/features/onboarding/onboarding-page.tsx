import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useSession } from '../auth/use-session.ts';
import { useSelectionStore } from '../shops/selected-shop-store.ts';
import { useProjects, useShops } from '../shops/use-shops.ts';
import { ImportStep } from './import-step.tsx';
import { OnboardingStepper } from './onboarding-stepper.tsx';
import { useOnboardingStore } from './onboarding-store.ts';
import { ProjectStep } from './project-step.tsx';
import { resolveOnboardingStep } from './resolve-onboarding-step.ts';
import { ShopStep } from './shop-step.tsx';

/** /onboarding: project → shop → orders, resumable after a reload. */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const navigate = useNavigate();
  const { user } = useSession();
  const projects = useProjects();
  const shops = useShops();
  const savedStep = useOnboardingStore((state) => state.step);
  const savedProjectId = useOnboardingStore((state) => state.projectId);
  const { goTo, chooseProject, finish } = useOnboardingStore.getState();
  const selectedProjectId = useSelectionStore((state) => state.projectId);
  const selectedShopId = useSelectionStore((state) => state.shopId);
  const { setProject, setShop } = useSelectionStore.getState();

  const failed = projects.isError ? projects : shops.isError ? shops : null;
  const loading = projects.isPending || shops.isPending;

  const renderStep = () => {
    if (!projects.data || !shops.data) return null;
    const { step, reachable, project } = resolveOnboardingStep({
      savedStep,
      savedProjectId,
      selectedProjectId,
      projects: projects.data,
      shops: shops.data,
    });
    const content =
      step === 1 || !project ? (
        <ProjectStep
          existing={project}
          onDone={(chosen) => {
            chooseProject(chosen.id);
            setProject(chosen.id);
            goTo(2);
          }}
        />
      ) : step === 2 ? (
        <ShopStep
          key={project.id}
          project={project}
          projects={projects.data}
          shops={shops.data}
          onProjectChange={(projectId) => {
            chooseProject(projectId);
            setProject(projectId);
          }}
          onDone={(shop) => {
            setShop(shop.id);
            goTo(3);
          }}
        />
      ) : (
        <ImportStep
          shop={
            shops.data.find((shop) => shop.id === selectedShopId && shop.projectId === project.id) ??
            shops.data.find((shop) => shop.projectId === project.id) ??
            null
          }
          onFinish={() => {
            finish();
            navigate('/');
          }}
        />
      );
    return (
      <>
        <OnboardingStepper current={step} reachable={reachable} onSelect={goTo} />
        <Card>
          <CardBody className="p-5 sm:p-8">{content}</CardBody>
        </Card>
      </>
    );
  };

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 lg:pt-4">
      <header className="flex flex-col gap-2">
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-accent-soft px-2.5 py-1 text-xs font-medium text-accent">
          <Sparkles aria-hidden className="h-3.5 w-3.5" />
          {t('badge')}
        </span>
        <h1 className="text-2xl font-semibold tracking-tight text-fg sm:text-3xl">
          {user?.firstName ? t('titleNamed', { name: user.firstName }) : t('title')}
        </h1>
        <p className="text-sm text-muted">{t('subtitle')}</p>
      </header>
      {failed ? (
        <Card>
          <LoadError
            title={t('loadFailed')}
            error={failed.error}
            onRetry={() => failed.refetch()}
            retrying={failed.isFetching}
          />
        </Card>
      ) : loading ? (
        <div aria-busy className="flex flex-col gap-6">
          <div className="grid grid-cols-3 gap-4">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-12" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : (
        renderStep()
      )}
      <p className="text-center text-sm text-muted">
        <Link to="/" className="underline-offset-4 hover:text-fg hover:underline">
          {t('later')}
        </Link>
      </p>
    </div>
  );
}
