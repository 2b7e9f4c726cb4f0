import type { BusinessQuadrant, PerformanceScenario } from '@ziskomer/contracts';

/** How a scenario or quadrant reads at a glance: green good, amber watch, red act. */
export type AssessmentTone = 'good' | 'watch' | 'act';

const SCENARIO_TONES: Record<PerformanceScenario, AssessmentTone> = {
  ideal_growth: 'good',
  efficient_decline: 'good',
  growth_declining_profitability: 'watch',
  fragile_growth: 'watch',
  aggressive_expansion: 'watch',
  stagnation: 'watch',
  slowdown: 'watch',
  inefficient_growth: 'act',
  efficiency_crisis: 'act',
  crisis: 'act',
};

const QUADRANT_TONES: Record<BusinessQuadrant, AssessmentTone> = {
  profitable_scaling: 'good',
  high_profitability_low_volume: 'good',
  break_even_growth: 'watch',
  low_volume_break_even: 'watch',
  unprofitable_volume: 'act',
  low_volume_loss: 'act',
};

export function scenarioTone(scenario: PerformanceScenario): AssessmentTone {
  return SCENARIO_TONES[scenario];
}

export function quadrantTone(quadrant: BusinessQuadrant): AssessmentTone {
  return QUADRANT_TONES[quadrant];
}

/** Tailwind classes of each tone: soft background with the tone's text colour. */
export const TONE_CLASSES: Record<AssessmentTone, string> = {
  good: 'bg-accent-soft text-accent',
  watch: 'bg-warning-soft text-warning',
  act: 'bg-danger-soft text-danger',
};
