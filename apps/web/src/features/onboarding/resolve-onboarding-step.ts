import { hasRole, type Project, type Shop } from '@ziskomer/contracts';
import type { OnboardingStep } from './onboarding-store.ts';

export interface OnboardingPosition {
  step: OnboardingStep;
  /** The furthest step the data allows: 1 without a project, 2 without a shop in it, else 3. */
  reachable: OnboardingStep;
  /** The project the shop goes into: the stored choice, else the selected one, else the first manageable. */
  project: Project | null;
}

/**
 * Where /onboarding opens: the saved step when its prerequisites still hold, otherwise the first
 * step not yet done. A user who already has a project skips step 1 (it is preselected); the
 * last step needs a shop in the chosen project.
 */
export function resolveOnboardingStep(input: {
  savedStep: OnboardingStep | null;
  savedProjectId: string | null;
  selectedProjectId: string | null;
  projects: Project[];
  shops: Shop[];
}): OnboardingPosition {
  const manageable = input.projects.filter((project) => hasRole(project.role, 'admin'));
  const project =
    manageable.find((candidate) => candidate.id === input.savedProjectId) ??
    manageable.find((candidate) => candidate.id === input.selectedProjectId) ??
    manageable[0] ??
    null;
  const projectHasShop = project !== null && input.shops.some((shop) => shop.projectId === project.id);
  const firstOpen: OnboardingStep = !project ? 1 : projectHasShop ? 3 : 2;
  const wanted = input.savedStep ?? firstOpen;
  // Never open further than the data allows (e.g. the project was deleted in the meantime).
  const step = Math.min(wanted, firstOpen) as OnboardingStep;
  return { step, reachable: firstOpen, project };
}
