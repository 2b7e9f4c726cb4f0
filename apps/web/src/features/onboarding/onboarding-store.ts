import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type OnboardingStep = 1 | 2 | 3;

/**
 * Where the user is in /onboarding, so a reload continues there. Kept under a `ziskomer.user.` key,
 * which signing out clears.
 */
interface OnboardingState {
  step: OnboardingStep | null;
  projectId: string | null;
  finished: boolean;
  goTo: (step: OnboardingStep) => void;
  chooseProject: (projectId: string) => void;
  finish: () => void;
}

export const useOnboardingStore = create<OnboardingState>()(
  persist(
    (set) => ({
      step: null,
      projectId: null,
      finished: false,
      goTo: (step) => set({ step }),
      chooseProject: (projectId) => set({ projectId }),
      finish: () => set({ finished: true, step: 3 }),
    }),
    { name: 'ziskomer.user.onboarding' },
  ),
);
