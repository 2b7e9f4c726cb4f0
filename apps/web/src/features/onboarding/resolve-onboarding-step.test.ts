import type { Project, Role, Shop } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { resolveOnboardingStep } from './resolve-onboarding-step.ts';

function project(id: string, role: Role = 'owner'): Project {
  return {
    id,
    name: id,
    description: '',
    createdBy: 'u',
    createdAt: '2025-01-01T00:00:00Z',
    updatedAt: '2025-01-01T00:00:00Z',
    role,
    shopCount: 0,
    memberCount: 1,
  };
}

function shop(projectId: string | null): Shop {
  return {
    id: `shop-${projectId}`,
    name: 'Shop',
    storeDomain: 'shop.cz',
    storeUrl: 'https://shop.cz',
    normalisedDomain: 'shop_cz',
    projectId,
    projectName: projectId,
    timeZone: 'Europe/Prague',
    currency: 'CZK',
    createdBy: 'u',
    createdAt: '2025-01-01T00:00:00Z',
    role: 'owner',
    isDefault: false,
    canEdit: true,
  };
}

const base = { savedStep: null, savedProjectId: null, selectedProjectId: null };

describe('resolveOnboardingStep', () => {
  it('starts at step 1 without a project', () => {
    expect(resolveOnboardingStep({ ...base, projects: [], shops: [] })).toMatchObject({
      step: 1,
      reachable: 1,
      project: null,
    });
  });

  it('skips step 1 and preselects an existing project', () => {
    const result = resolveOnboardingStep({ ...base, projects: [project('p')], shops: [] });
    expect(result.step).toBe(2);
    expect(result.project?.id).toBe('p');
  });

  it('prefers the saved project, then the selected one', () => {
    const projects = [project('a'), project('b'), project('c')];
    expect(
      resolveOnboardingStep({ ...base, savedProjectId: 'c', selectedProjectId: 'b', projects, shops: [] })
        .project?.id,
    ).toBe('c');
    expect(resolveOnboardingStep({ ...base, selectedProjectId: 'b', projects, shops: [] }).project?.id).toBe(
      'b',
    );
  });

  it('ignores projects the user only views (no shop can be added there)', () => {
    expect(resolveOnboardingStep({ ...base, projects: [project('v', 'viewer')], shops: [] }).step).toBe(1);
  });

  it('opens the last step when the project has a shop', () => {
    expect(resolveOnboardingStep({ ...base, projects: [project('p')], shops: [shop('p')] }).step).toBe(3);
  });

  it('continues at the saved step after a reload, also when going back', () => {
    const input = { ...base, projects: [project('p')], shops: [shop('p')] };
    expect(resolveOnboardingStep({ ...input, savedStep: 2 }).step).toBe(2);
    expect(resolveOnboardingStep({ ...input, savedStep: 1 }).step).toBe(1);
  });

  it('never opens a step whose prerequisite is gone', () => {
    expect(resolveOnboardingStep({ ...base, savedStep: 3, projects: [project('p')], shops: [] }).step).toBe(
      2,
    );
    expect(resolveOnboardingStep({ ...base, savedStep: 3, projects: [], shops: [] }).step).toBe(1);
  });
});
