import { createHmac } from 'node:crypto';
import { setScope } from '@ziskomer/db';
import { normaliseDomain } from '@ziskomer/domain';
import type { Deps } from '../../core/deps.ts';
import { DEMO_EMAIL } from '../auth/index.ts';

/** The demo password is derived from the server secret: stable across restarts, never shown. */
export function demoPassword(secret: string): string {
  return createHmac('sha256', secret).update('demo-account').digest('base64url');
}

/** The demo shops, each with the generator profile and seed of its orders. */
export const DEMO_SHOPS = [
  { name: 'Kávová pražírna', domain: 'kavova-prazirna.cz', profile: 'coffee', seed: 2024 },
  { name: 'Bylinková lékárna', domain: 'bylinkova-lekarna.cz', profile: 'herbs', seed: 2025 },
] as const;

/**
 * Creates, on first start, the built-in demo account (verified) with a demo project and two
 * shops. Idempotent: later starts find it and change nothing.
 */
export async function ensureDemoAccount(deps: Pick<Deps, 'db' | 'auth' | 'config'>): Promise<string> {
  const existing = await deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirst();
  if (existing) return existing.id;

  const ctx = await deps.auth.$context;
  const user = await ctx.internalAdapter.createUser(
    { email: DEMO_EMAIL, name: 'Demo uživatel', emailVerified: true },
    { method: 'email-password' },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: 'credential',
    accountId: user.id,
    password: await ctx.password.hash(demoPassword(deps.config.authSecret)),
  });

  await deps.db.transaction().execute(async (trx) => {
    // The sign-up hook already created a profile from the name; the upsert keeps this idempotent.
    await trx
      .insertInto('profiles')
      .values({ user_id: user.id, first_name: 'Demo', last_name: 'Uživatel' })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ first_name: 'Demo', last_name: 'Uživatel' }))
      .execute();
    const project = await trx
      .insertInto('projects')
      .values({ name: 'Demo projekt', description: 'Ukázková data dvou e-shopů', created_by: user.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('project_members')
      .values({ project_id: project.id, user_id: user.id, role: 'owner' })
      .execute();
    for (const [index, shop] of DEMO_SHOPS.entries()) {
      const created = await trx
        .insertInto('shops')
        .values({
          project_id: project.id,
          name: shop.name,
          store_domain: shop.domain,
          store_url: `https://${shop.domain}`,
          normalised_domain: normaliseDomain(shop.domain),
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // shop_access is under row-level security: the insert runs in the new shop's scope.
      await setScope(trx, { userId: user.id, shopId: created.id });
      await trx
        .insertInto('shop_access')
        .values({ shop_id: created.id, user_id: user.id, role: 'owner', is_default: index === 0 })
        .execute();
    }
  });
  return user.id;
}
