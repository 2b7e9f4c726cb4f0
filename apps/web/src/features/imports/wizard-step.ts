import type { ImportStatus } from '@ziskomer/contracts';
import { isImportActive } from './import-status.ts';

/** SPEC §4: the wizard's numbered steps. */
export const WIZARD_STEPS = ['upload', 'check', 'mapping', 'import', 'result'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** Before starting, the user moves between checking the file and mapping its columns. */
export type ReviewStep = 'check' | 'mapping';

/**
 * The step shown for an import: none yet → upload; uploaded and waiting → the review step the
 * user is on; working → import; finished → result.
 */
export function getWizardStep(status: ImportStatus | null, review: ReviewStep): WizardStep {
  if (status === null) return 'upload';
  if (status === 'ready') return review;
  if (isImportActive(status)) return 'import';
  return 'result';
}

/** 1-based number of a step, as the stepper shows it. */
export function getStepNumber(step: WizardStep): number {
  return WIZARD_STEPS.indexOf(step) + 1;
}
