import type { Language } from '@ziskomer/i18n';

/**
 * Testimonials and a rating shown on the landing page. Only what the operator can prove goes
 * here: a customer's real words with their consent, a rating from a named review site. Empty,
 * the landing shows what the demo holds and how the numbers are computed instead (EU rules on
 * unfair commercial practices forbid invented reviews).
 */
export interface Testimonial {
  quote: Record<Language, string>;
  /** The person's name as they agreed to be named. */
  name: string;
  role: Record<Language, string>;
}

export interface Rating {
  /** The average, e.g. 4.6, out of 5. */
  average: number;
  count: number;
  /** Where the reviews are, linked beside the rating. */
  sourceName: string;
  sourceUrl: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [];

export const RATING: Rating | null = null;
