import type { Shop } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { groupShopsByProject } from './group-shops-by-project.ts';

function shop(id: string, projectId: string | null, projectName: string | null = projectId): Shop {
  return {
    id,
    name: id,
    storeDomain: `${id}.cz`,
    storeUrl: `https://${id}.cz`,
    normalisedDomain: `${id}_cz`,
    projectId,
    projectName,
    timeZone: 'Europe/Prague',
    currency: 'CZK',
    createdBy: 'u',
    createdAt: '2025-01-01T00:00:00Z',
    role: 'owner',
    isDefault: false,
    canEdit: true,
  };
}

describe('groupShopsByProject', () => {
  it('groups by project in order of first appearance and puts unassigned shops last', () => {
    const groups = groupShopsByProject([shop('a', null), shop('b', 'p2'), shop('c', 'p1'), shop('d', 'p2')]);
    expect(groups.map((group) => group.projectId)).toEqual(['p2', 'p1', null]);
    expect(groups[0]?.shops.map((s) => s.id)).toEqual(['b', 'd']);
    expect(groups[2]?.shops.map((s) => s.id)).toEqual(['a']);
  });

  it('has no unassigned group when every shop has a project', () => {
    expect(groupShopsByProject([shop('a', 'p1')]).map((group) => group.projectName)).toEqual(['p1']);
  });

  it('returns no groups for no shops', () => {
    expect(groupShopsByProject([])).toEqual([]);
  });
});
