import type { NotificationSettings, Profile } from '@ziskomer/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

describe.each(testEngines)('account (/api/me) on %s', (engine) => {
  let t: TestApp;
  let jana: TestUser;
  let petr: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    jana = await t.signUp('jana.me@example.cz', 'Jana Nováková');
    petr = await t.signUp('petr.me@example.cz', 'Petr Svoboda');
  });
  afterAll(() => t.close());

  const getProfile = async (user: TestUser) => {
    const response = await t.call('GET', '/api/me', { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Profile;
  };

  it('answers 401 without a session', async () => {
    const response = await t.call('GET', '/api/me');
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      'Uživatel není přihlášen.',
    );
  });

  it('returns the profile with the names given at sign-up', async () => {
    expect(await getProfile(jana)).toEqual({
      id: jana.id,
      email: 'jana.me@example.cz',
      fullName: 'Jana Nováková',
      firstName: 'Jana',
      lastName: 'Nováková',
      phone: '',
      emailVerified: true,
      twoFactorEnabled: false,
    });
  });

  it('answers empty details for a user without a profile row', async () => {
    await t.deps.db.deleteFrom('profiles').where('user_id', '=', petr.id).execute();
    expect(await getProfile(petr)).toMatchObject({
      fullName: 'Petr Svoboda',
      firstName: '',
      lastName: '',
      phone: '',
    });
  });

  it('saves the details and renames the account when both names are given', async () => {
    const response = await t.call('PATCH', '/api/me', {
      cookie: jana.cookie,
      body: { firstName: '  Jana ', lastName: 'Dvořáková', phone: '+420 777 123 456' },
    });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Profile;
    expect(saved).toMatchObject({
      firstName: 'Jana',
      lastName: 'Dvořáková',
      phone: '+420 777 123 456',
      fullName: 'Jana Dvořáková',
    });
    expect(await getProfile(jana)).toEqual(saved);
    // The session's user follows the new name.
    const session = await t.call('GET', '/api/auth/get-session', { cookie: jana.cookie });
    expect(((await session.json()) as { user: { name: string } }).user.name).toBe('Jana Dvořáková');
  });

  it('keeps the account name when a name is left empty', async () => {
    const response = await t.call('PATCH', '/api/me', {
      cookie: petr.cookie,
      body: { firstName: 'Petr', lastName: '', phone: '' },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      firstName: 'Petr',
      lastName: '',
      fullName: 'Petr Svoboda',
    });
  });

  it('rejects an invalid phone with the field named', async () => {
    const response = await t.call('PATCH', '/api/me', {
      cookie: petr.cookie,
      body: { firstName: 'Petr', lastName: 'Svoboda', phone: 'volejte mi' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as {
      error: { code: string; details: { issues: { path: string }[] } };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.issues.map((issue) => issue.path)).toEqual(['phone']);
  });

  it('ignores fields that are not part of the profile (mass assignment)', async () => {
    const response = await t.call('PATCH', '/api/me', {
      cookie: petr.cookie,
      body: {
        firstName: 'Petr',
        lastName: 'Svoboda',
        phone: '',
        role: 'admin',
        email: 'jiny@example.cz',
        id: jana.id,
      },
    });
    expect(response.status).toBe(200);
    const profile = await getProfile(petr);
    expect(profile).toMatchObject({ id: petr.id, email: 'petr.me@example.cz', fullName: 'Petr Svoboda' });
    expect(await getProfile(jana)).toMatchObject({ fullName: 'Jana Dvořáková', phone: '+420 777 123 456' });
  });

  it('has e-mail notifications on by default and saves the choice per user', async () => {
    const get = async (user: TestUser) => {
      const response = await t.call('GET', '/api/me/notification-settings', { cookie: user.cookie });
      expect(response.status).toBe(200);
      return (await response.json()) as NotificationSettings;
    };
    expect(await get(jana)).toEqual({ email: true });
    const put = await t.call('PUT', '/api/me/notification-settings', {
      cookie: jana.cookie,
      body: { email: false },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual({ email: false });
    expect(await get(jana)).toEqual({ email: false });
    expect(await get(petr)).toEqual({ email: true });
    const invalid = await t.call('PUT', '/api/me/notification-settings', {
      cookie: jana.cookie,
      body: { email: 'ano' },
    });
    expect(invalid.status).toBe(422);
  });

  it('records account changes in the activity log', async () => {
    const response = await t.call('GET', '/api/me/activity', { cookie: jana.cookie });
    const { items } = (await response.json()) as { items: { kind: string; action: string }[] };
    expect(items.map((item) => `${item.kind}:${item.action}`)).toEqual([
      'account:notification_settings_updated',
      'account:profile_updated',
    ]);
  });
});
