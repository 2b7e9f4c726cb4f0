import type { ActivityEntry } from '@ziskomer/contracts';
import { catalogues } from '@ziskomer/i18n';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity.ts';

const i18n = i18next.createInstance();

beforeAll(async () => {
  await i18n.init({
    resources: catalogues,
    lng: 'cs',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

function entry(partial: Partial<ActivityEntry>): ActivityEntry {
  return {
    id: '1',
    kind: 'project',
    action: 'project_created',
    details: {},
    shopName: null,
    createdAt: '2025-01-01T00:00:00Z',
    ...partial,
  };
}

describe('describeActivity', () => {
  it('writes a Czech sentence with the project name', () => {
    const result = describeActivity(i18n.t, entry({ details: { projectName: 'Kávy' } }));
    expect(result).toEqual({ title: 'Vytvořili jste projekt Kávy', context: null });
  });

  it('translates roles in member changes', () => {
    const result = describeActivity(
      i18n.t,
      entry({ action: 'member_role_changed', details: { email: 'a@b.cz', from: 'viewer', to: 'admin' } }),
    );
    expect(result.title).toBe('Změnili jste roli uživatele a@b.cz: Čtenář → Správce');
  });

  it('names the shop in the context line unless the sentence already does', () => {
    const shared = describeActivity(
      i18n.t,
      entry({
        kind: 'shop',
        action: 'shop_shared',
        shopName: 'Čajovna',
        details: { email: 'a@b.cz', role: 'viewer' },
      }),
    );
    expect(shared.context).toBe('E-shop Čajovna');
    const created = describeActivity(
      i18n.t,
      entry({ kind: 'shop', action: 'shop_created', shopName: 'Čajovna', details: { shopName: 'Čajovna' } }),
    );
    expect(created).toEqual({ title: 'Přidali jste e-shop Čajovna', context: null });
  });

  it('uses Czech plural forms for counts', () => {
    const read = (count: number) =>
      describeActivity(i18n.t, entry({ kind: 'shop', action: 'notifications_read', details: { count } }))
        .title;
    expect(read(1)).toBe('Označili jste 1 oznámení jako přečtené');
    expect(read(3)).toBe('Označili jste 3 oznámení jako přečtená');
  });

  it('falls back to a sentence by kind for an unknown action', () => {
    const result = describeActivity(i18n.t, entry({ kind: 'import', action: 'something_new' }));
    expect(result.title).toBe('Import dat');
  });
});
