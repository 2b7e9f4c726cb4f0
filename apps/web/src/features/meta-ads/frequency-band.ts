import { META_FREQUENCY_OPTIMAL } from '@ziskomer/contracts';

/** SPEC §9: where a weekly frequency stands against the optimum of 1–3. */
export function frequencyBand(frequency: number): 'low' | 'optimal' | 'high' {
  if (frequency > META_FREQUENCY_OPTIMAL.max) return 'high';
  if (frequency < META_FREQUENCY_OPTIMAL.min) return 'low';
  return 'optimal';
}
