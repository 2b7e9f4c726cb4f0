import { describe, expect, it } from 'vitest';
import { getOnboardingChecklist } from './get-onboarding-checklist.ts';

describe('getOnboardingChecklist', () => {
  it('marks nothing done for a new user and ad connections as upcoming', () => {
    const { items, done, total } = getOnboardingChecklist({
      projectCount: 0,
      shopCount: 0,
      hasOrders: false,
    });
    expect(items.map((item) => item.state)).toEqual(['todo', 'todo', 'todo', 'upcoming']);
    expect([done, total]).toEqual([0, 4]);
  });

  it('counts a project, a shop and imported orders as done', () => {
    const { items, done } = getOnboardingChecklist({ projectCount: 1, shopCount: 2, hasOrders: true });
    expect(items.slice(0, 3).map((item) => item.state)).toEqual(['done', 'done', 'done']);
    expect(done).toBe(3);
  });

  it('counts a shop shared with the user even without an own project', () => {
    expect(getOnboardingChecklist({ projectCount: 0, shopCount: 1, hasOrders: false }).done).toBe(1);
  });
});
