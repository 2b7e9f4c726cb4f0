import { describe, expect, it } from 'vitest';
import { getOnboardingChecklist } from './get-onboarding-checklist.ts';

const nothing = { projectCount: 0, shopCount: 0, hasOrders: false, hasAdSpend: false };

describe('getOnboardingChecklist', () => {
  it('marks nothing done for a new user, the ad step included: it can be done today', () => {
    const { items, done, total } = getOnboardingChecklist(nothing);
    expect(items.map((item) => item.state)).toEqual(['todo', 'todo', 'todo', 'todo']);
    expect([done, total]).toEqual([0, 4]);
  });

  it('counts a project, a shop and imported orders as done', () => {
    const { items, done } = getOnboardingChecklist({
      ...nothing,
      projectCount: 1,
      shopCount: 2,
      hasOrders: true,
    });
    expect(items.slice(0, 3).map((item) => item.state)).toEqual(['done', 'done', 'done']);
    expect(done).toBe(3);
  });

  it('ticks the ad step once the shop has ad spend, and counts a shop shared with the user', () => {
    const { items, done } = getOnboardingChecklist({ ...nothing, shopCount: 1, hasAdSpend: true });
    expect(items.find((item) => item.id === 'ads')?.state).toBe('done');
    expect(done).toBe(2);
  });
});
