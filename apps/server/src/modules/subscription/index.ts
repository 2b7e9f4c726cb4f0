/**
 * The surface of the subscription module (plans, trial and their limits): everything code outside
 * it may import from it (docs/ARCHITECTURE.md "Module surfaces").
 */
export { assertPlanAllows } from './assert-plan-allows.ts';
export { startTrial } from './start-trial.ts';
