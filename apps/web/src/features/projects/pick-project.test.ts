import type { Project, Role } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { pickProject } from './pick-project.ts';

function project(id: string, role: Role): Project {
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

describe('pickProject (SPEC §4 project selection)', () => {
  const viewer = project('a', 'viewer');
  const owner = project('b', 'owner');
  const admin = project('c', 'admin');

  it('keeps the stored choice while it is in the list', () => {
    expect(pickProject([viewer, owner, admin], 'c')?.id).toBe('c');
  });

  it('auto-selects the first project the user owns', () => {
    expect(pickProject([viewer, owner, admin], null)?.id).toBe('b');
  });

  it('falls back to the first project when the user owns none', () => {
    expect(pickProject([viewer, admin], null)?.id).toBe('a');
  });

  it('selects another project after the selected one is removed', () => {
    expect(pickProject([viewer, admin], 'b')?.id).toBe('a');
  });

  it('selects nothing without projects', () => {
    expect(pickProject([], 'b')).toBeNull();
  });
});
