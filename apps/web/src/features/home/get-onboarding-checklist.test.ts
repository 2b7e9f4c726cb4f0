import { describe, expect, it } from 'vitest';
import { getOnboardingChecklist } from './get-onboarding-checklist.ts';

describe('getOnboardingChecklist', () => {
  it('marks nothing done for a new user and the future steps as upcoming', () => {
    const { items, done, total } = getOnboardingChecklist({ projectCount: 0, shopCount: 0 });
    expect(items.map((item) => item.state)).toEqual(['todo', 'todo', 'upcoming', 'upcoming']);
    expect([done, total]).toEqual([0, 4]);
  });

  it('counts a project and a shop as done', () => {
    const { items, done } = getOnboardingChecklist({ projectCount: 1, shopCount: 2 });
    expect(items.slice(0, 2).map((item) => item.state)).toEqual(['done', 'done']);
    expect(done).toBe(2);
  });

  it('counts a shop shared with the user even without an own project', () => {
    expect(getOnboardingChecklist({ projectCount: 0, shopCount: 1 }).done).toBe(1);
  });
});
