import type { Engine } from '@ziskomer/db';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeRegistry } from '../../../src/http/define-route.ts';
import { REPORTS } from '../../../src/modules/analytics/reports/index.ts';
import {
  buildWorld,
  FIXTURE_CUSTOMER_KEY,
  FIXTURE_ORDER_ID,
  signUpTenantUsers,
  type TenantUsers,
  USER_KEYS,
  type UserKey,
  type World,
} from '../../helpers/tenant-fixture.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';

/**
 * The authorization matrix of SECURITY-TESTS.md: roles × endpoints × object owners → status, as
 * data; one test per cell. Every route with a {shopId} or {projectId} parameter must have rows
 * here: a new route without them fails the coverage test below.
 *
 * Effective roles in the fixture (see tenant-fixture.ts):
 *   P1: U1 owner, U2 admin, U3 viewer.  P2: U4 owner.
 *   S1 (P1, created by U1): U1 owner, U2 admin, U3 viewer, U5 viewer (direct row).
 *   S2 (P1, created by U2): U2 owner (creator row), U1 owner, U3 viewer.
 *   S3 (P2, created by U4): U4 owner, U5 viewer (direct row).
 */
type Who = UserKey | 'anon';
const WHO: Who[] = [...USER_KEYS, 'anon'];

interface Context {
  w: World;
  users: TenantUsers;
  who: Who;
}

interface Row {
  /** `METHOD /path` exactly as registered. */
  route: string;
  /** What the row targets, for the test name. */
  target: string;
  request: (ctx: Context) => { path: string; body?: unknown };
  expect: Record<Who, number>;
}

/** Outsiders see 404, anonymous callers 401; `seen` lists everyone else's status. */
function statuses(seen: Partial<Record<UserKey, number>>): Record<Who, number> {
  const all = { anon: 401 } as Record<Who, number>;
  for (const key of USER_KEYS) all[key] = seen[key] ?? 404;
  return all;
}

const own = (ctx: Context, shop: 'S1' | 'S3') =>
  ctx.w.notifications[ctx.who as UserKey]?.[shop] ?? ctx.w.notifications[shop === 'S1' ? 'U1' : 'U4']![shop]!;

const P1_READ = { U1: 200, U2: 200, U3: 200 };
const S1_VIEW = { U1: 200, U2: 200, U3: 200, U5: 200 };
const S1_NO_CONTENT = { U1: 204, U2: 204, U3: 204, U5: 204 };

/** The import routes on one shop's fixture import: reads for viewers, changes for admins. */
function importRows(
  shop: 'S1' | 'S3',
  upload: Partial<Record<UserKey, number>>,
  read: Partial<Record<UserKey, number>>,
  /** The fixture import has finished: an admin passes the access check and gets 409. */
  change: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/imports`;
  const one = (w: World) => `${base(w)}/${w.imports[shop]}`;
  const options = {
    encoding: 'utf-8',
    delimiter: ';',
    decimal: ',',
    dateFormat: 'dmy',
    mapping: { orderId: 'order_id', orderDate: 'order_date', revenue: 'order_revenue' },
  };
  return [
    {
      route: 'POST /api/shops/{shopId}/imports',
      target: shop,
      request: ({ w }) => ({ path: base(w), body: 'order_id;order_date;order_revenue\n1;1.1.2024;10\n' }),
      expect: statuses(upload),
    },
    {
      route: 'GET /api/shops/{shopId}/imports',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/imports/{importId}',
      target: shop,
      request: ({ w }) => ({ path: one(w) }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/imports/{importId}/analysis',
      target: shop,
      request: ({ w }) => ({ path: `${one(w)}/analysis` }),
      expect: statuses(change),
    },
    {
      route: 'POST /api/shops/{shopId}/imports/{importId}/start',
      target: shop,
      request: ({ w }) => ({ path: `${one(w)}/start`, body: options }),
      expect: statuses(change),
    },
    {
      route: 'POST /api/shops/{shopId}/imports/{importId}/cancel',
      target: shop,
      request: ({ w }) => ({ path: `${one(w)}/cancel` }),
      expect: statuses(change),
    },
    ...(['errors', 'errors.csv', 'events'] as const).map(
      (suffix): Row => ({
        route: `GET /api/shops/{shopId}/imports/{importId}/${suffix}`,
        target: shop,
        request: ({ w }) => ({ path: `${one(w)}/${suffix}` }),
        expect: statuses(read),
      }),
    ),
  ];
}

/** The order facets (a read) and a customer entered by hand (a change for admins) on one shop. */
function orderFacetAndCustomerRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  create: Partial<Record<UserKey, number>>,
): Row[] {
  return [
    {
      route: 'GET /api/shops/{shopId}/order-facets',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/order-facets` }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/customers',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/customers`,
        body: { email: 'Nova.Zakaznice@Example.cz', name: 'Nová Zákaznice' },
      }),
      expect: statuses(create),
    },
  ];
}

/**
 * The customer profile routes on one shop's fixture customer: the profile and its orders' CSV for
 * viewers, the GDPR export and erasure for admins.
 */
function customerProfileRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  admin: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/customers/${encodeURIComponent(FIXTURE_CUSTOMER_KEY)}`;
  return [
    {
      route: 'GET /api/shops/{shopId}/customers/{customerKey}',
      target: `${shop} ${FIXTURE_CUSTOMER_KEY}`,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/customers/{customerKey}/orders.csv',
      target: `${shop} ${FIXTURE_CUSTOMER_KEY}`,
      request: ({ w }) => ({ path: `${base(w)}/orders.csv` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/customers/{customerKey}/export',
      target: `${shop} ${FIXTURE_CUSTOMER_KEY}`,
      request: ({ w }) => ({ path: `${base(w)}/export` }),
      expect: statuses(admin),
    },
    {
      route: 'POST /api/shops/{shopId}/customers/{customerKey}/erase',
      target: `${shop} ${FIXTURE_CUSTOMER_KEY}`,
      request: ({ w }) => ({ path: `${base(w)}/erase`, body: { confirm: FIXTURE_CUSTOMER_KEY } }),
      expect: statuses(admin),
    },
  ];
}

/** The order routes on one shop: the fixture order for reads, a new order and a deletion for admins. */
function orderRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  create: Partial<Record<UserKey, number>>,
  remove: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/orders`;
  return [
    {
      route: 'GET /api/shops/{shopId}/orders',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/orders.csv',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}.csv` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/orders/{orderId}',
      target: `${shop} ${FIXTURE_ORDER_ID}`,
      request: ({ w }) => ({ path: `${base(w)}/${FIXTURE_ORDER_ID}` }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/orders',
      target: shop,
      request: ({ w }) => ({
        path: base(w),
        body: { orderId: 'NEW-1', orderDate: '2024-05-02', revenue: 100 },
      }),
      expect: statuses(create),
    },
    {
      route: 'DELETE /api/shops/{shopId}/orders',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(remove),
    },
  ];
}

/** The API-key routes of a shop's settings: admins list, create and revoke. */
function apiKeyRows(shop: 'S1' | 'S3', admins: Partial<Record<UserKey, number>>): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/api-keys`;
  const withStatus = (status: number) =>
    Object.fromEntries(Object.entries(admins).map(([who, code]) => [who, code === 200 ? status : code]));
  return [
    {
      route: 'GET /api/shops/{shopId}/api-keys',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(admins),
    },
    {
      route: 'POST /api/shops/{shopId}/api-keys',
      target: shop,
      request: ({ w }) => ({ path: base(w), body: { name: 'Matice' } }),
      expect: statuses(withStatus(201)),
    },
    {
      route: 'DELETE /api/shops/{shopId}/api-keys/{keyId}',
      target: `${shop} its own key`,
      request: ({ w }) => ({ path: `${base(w)}/${w.apiKeys[shop].id}` }),
      expect: statuses(withStatus(204)),
    },
  ];
}

/** The import-schedule routes of a shop: viewers read schedules and runs, admins change and run them. */
function importScheduleRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  admins: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/import-schedules`;
  const one = (w: World) => `${base(w)}/${w.importSchedules[shop]}`;
  const withStatus = (status: number) =>
    Object.fromEntries(Object.entries(admins).map(([who, code]) => [who, code === 200 ? status : code]));
  return [
    {
      route: 'GET /api/shops/{shopId}/import-schedules',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/import-schedules',
      target: shop,
      // A public address literal: checked at save time without any lookup or request.
      request: ({ w }) => ({
        path: base(w),
        body: { name: 'Matice', url: 'https://93.184.216.34/orders.csv', frequency: 'daily' },
      }),
      expect: statuses(withStatus(201)),
    },
    {
      route: 'PATCH /api/shops/{shopId}/import-schedules/{scheduleId}',
      target: `${shop} its own schedule`,
      request: ({ w }) => ({ path: one(w), body: { name: 'Přejmenovaný plán' } }),
      expect: statuses(admins),
    },
    {
      route: 'DELETE /api/shops/{shopId}/import-schedules/{scheduleId}',
      target: `${shop} its own schedule`,
      request: ({ w }) => ({ path: one(w) }),
      expect: statuses(withStatus(204)),
    },
    {
      route: 'POST /api/shops/{shopId}/import-schedules/{scheduleId}/run',
      target: `${shop} its own schedule`,
      request: ({ w }) => ({ path: `${one(w)}/run` }),
      expect: statuses(withStatus(202)),
    },
    {
      route: 'GET /api/shops/{shopId}/import-runs',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/import-runs` }),
      expect: statuses(read),
    },
  ];
}

/**
 * The to-do list of a shop: every member reads, adds and changes tasks; a task is deleted by its
 * creator or a shop admin. `members` answers 200 to a read.
 */
function taskRows(shop: 'S1' | 'S3', members: Partial<Record<UserKey, number>>): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/tasks`;
  const withStatus = (status: number) => Object.fromEntries(Object.keys(members).map((who) => [who, status]));
  return [
    {
      route: 'GET /api/shops/{shopId}/tasks',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}?status=pending&priority=medium` }),
      expect: statuses(members),
    },
    {
      route: 'POST /api/shops/{shopId}/tasks',
      target: shop,
      request: ({ w }) => ({ path: base(w), body: { title: 'Zkontrolovat PNO', category: 'marketing' } }),
      expect: statuses(withStatus(201)),
    },
    {
      route: 'PATCH /api/shops/{shopId}/tasks/{taskId}',
      target: `${shop} its own task`,
      request: ({ w }) => ({ path: `${base(w)}/${w.tasks[shop]}`, body: { status: 'completed' } }),
      expect: statuses(members),
    },
  ];
}

const rows: Row[] = [
  // Dashboard
  {
    route: 'GET /api/shops/{shopId}/summary',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/summary?days=30` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/summary',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/summary` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  // Projects
  {
    route: 'GET /api/projects/{projectId}',
    target: 'P1',
    request: ({ w }) => ({ path: `/api/projects/${w.P1}` }),
    expect: statuses(P1_READ),
  },
  {
    route: 'GET /api/projects/{projectId}',
    target: 'P2',
    request: ({ w }) => ({ path: `/api/projects/${w.P2}` }),
    expect: statuses({ U4: 200 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}',
    target: 'P1',
    request: ({ w }) => ({ path: `/api/projects/${w.P1}`, body: { name: 'Přejmenovaný' } }),
    expect: statuses({ U1: 200, U2: 200, U3: 403 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}',
    target: 'P2',
    request: ({ w }) => ({ path: `/api/projects/${w.P2}`, body: { description: 'Jiný popis' } }),
    expect: statuses({ U4: 200 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}',
    target: 'P1',
    request: ({ w }) => ({ path: `/api/projects/${w.P1}` }),
    expect: statuses({ U1: 204, U2: 403, U3: 403 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}',
    target: 'P2',
    request: ({ w }) => ({ path: `/api/projects/${w.P2}` }),
    expect: statuses({ U4: 204 }),
  },
  {
    route: 'GET /api/projects/{projectId}/members',
    target: 'P1',
    request: ({ w }) => ({ path: `/api/projects/${w.P1}/members` }),
    expect: statuses(P1_READ),
  },
  {
    route: 'GET /api/projects/{projectId}/members',
    target: 'P2',
    request: ({ w }) => ({ path: `/api/projects/${w.P2}/members` }),
    expect: statuses({ U4: 200 }),
  },
  {
    route: 'POST /api/projects/{projectId}/members',
    target: 'P1 invite U6 as viewer',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members`,
      body: { email: users.U6.email, role: 'viewer' },
    }),
    expect: statuses({ U1: 201, U2: 201, U3: 403 }),
  },
  {
    route: 'POST /api/projects/{projectId}/members',
    target: 'P1 invite U6 as owner',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members`,
      body: { email: users.U6.email, role: 'owner' },
    }),
    expect: statuses({ U1: 201, U2: 403, U3: 403 }),
  },
  {
    route: 'POST /api/projects/{projectId}/members',
    target: 'P2 invite U6',
    request: ({ w, users }) => ({ path: `/api/projects/${w.P2}/members`, body: { email: users.U6.email } }),
    expect: statuses({ U4: 201 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}/members/{userId}',
    target: 'P1 U3 → admin',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members/${users.U3.id}`,
      body: { role: 'admin' },
    }),
    expect: statuses({ U1: 200, U2: 200, U3: 403 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}/members/{userId}',
    target: 'P1 U2 → owner (admin promoting itself)',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members/${users.U2.id}`,
      body: { role: 'owner' },
    }),
    expect: statuses({ U1: 200, U2: 403, U3: 403 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}/members/{userId}',
    target: 'P1 demote the only owner U1',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members/${users.U1.id}`,
      body: { role: 'viewer' },
    }),
    expect: statuses({ U1: 409, U2: 403, U3: 403 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}/members/{userId}',
    target: 'P1 member from T2 (U4)',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P1}/members/${users.U4.id}`,
      body: { role: 'viewer' },
    }),
    expect: statuses({ U1: 404, U2: 404, U3: 403 }),
  },
  {
    route: 'PATCH /api/projects/{projectId}/members/{userId}',
    target: 'P2 demote the only owner U4',
    request: ({ w, users }) => ({
      path: `/api/projects/${w.P2}/members/${users.U4.id}`,
      body: { role: 'admin' },
    }),
    expect: statuses({ U4: 409 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}/members/{userId}',
    target: 'P1 remove the only owner U1',
    request: ({ w, users }) => ({ path: `/api/projects/${w.P1}/members/${users.U1.id}` }),
    expect: statuses({ U1: 409, U2: 403, U3: 403 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}/members/{userId}',
    target: 'P1 remove admin U2',
    request: ({ w, users }) => ({ path: `/api/projects/${w.P1}/members/${users.U2.id}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 403 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}/members/{userId}',
    target: 'P1 remove viewer U3 (U3 leaves)',
    request: ({ w, users }) => ({ path: `/api/projects/${w.P1}/members/${users.U3.id}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 204 }),
  },
  {
    route: 'DELETE /api/projects/{projectId}/members/{userId}',
    target: 'P2 remove the only owner U4',
    request: ({ w, users }) => ({ path: `/api/projects/${w.P2}/members/${users.U4.id}` }),
    expect: statuses({ U4: 409 }),
  },

  // Shops
  {
    route: 'GET /api/shops/{shopId}',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}',
    target: 'S2',
    request: ({ w }) => ({ path: `/api/shops/${w.S2}` }),
    expect: statuses(P1_READ),
  },
  {
    route: 'GET /api/shops/{shopId}',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  {
    route: 'PATCH /api/shops/{shopId}',
    target: 'S1 (creator U1)',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}`, body: { name: 'Nový název' } }),
    expect: statuses({ U1: 200, U2: 403, U3: 403, U5: 403 }),
  },
  {
    route: 'PATCH /api/shops/{shopId}',
    target: 'S2 (creator U2)',
    request: ({ w }) => ({ path: `/api/shops/${w.S2}`, body: { name: 'Nový název' } }),
    expect: statuses({ U1: 403, U2: 200, U3: 403 }),
  },
  {
    route: 'PATCH /api/shops/{shopId}',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}`, body: { domain: 'https://jiny-obchod.cz' } }),
    expect: statuses({ U4: 200, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}` }),
    expect: statuses({ U1: 204, U2: 403, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}` }),
    expect: statuses({ U4: 204, U5: 403 }),
  },
  {
    route: 'PUT /api/shops/{shopId}/default',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/default` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'PUT /api/shops/{shopId}/default',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/default` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  {
    route: 'GET /api/shops/{shopId}/access',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/access` }),
    expect: statuses({ U1: 200, U2: 200, U3: 403, U5: 403 }),
  },
  {
    route: 'GET /api/shops/{shopId}/access',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/access` }),
    expect: statuses({ U4: 200, U5: 403 }),
  },
  {
    route: 'POST /api/shops/{shopId}/access',
    target: 'S1 share with U6 as viewer',
    request: ({ w, users }) => ({
      path: `/api/shops/${w.S1}/access`,
      body: { email: users.U6.email, role: 'viewer' },
    }),
    expect: statuses({ U1: 201, U2: 201, U3: 403, U5: 403 }),
  },
  {
    route: 'POST /api/shops/{shopId}/access',
    target: 'S1 share with U6 as owner',
    request: ({ w, users }) => ({
      path: `/api/shops/${w.S1}/access`,
      body: { email: users.U6.email, role: 'owner' },
    }),
    expect: statuses({ U1: 201, U2: 403, U3: 403, U5: 403 }),
  },
  {
    route: 'POST /api/shops/{shopId}/access',
    target: 'S3 share with U6',
    request: ({ w, users }) => ({ path: `/api/shops/${w.S3}/access`, body: { email: users.U6.email } }),
    expect: statuses({ U4: 201, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/access/{accessId}',
    target: "S1 U5's row",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/access/${w.access.U5S1}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/access/{accessId}',
    target: "S1 creator U1's owner row",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/access/${w.access.U1S1}` }),
    expect: statuses({ U1: 409, U2: 403, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/access/{accessId}',
    target: "S1 with S3's access row id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/access/${w.access.U5S3}` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/access/{accessId}',
    target: "S3 U5's row",
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/access/${w.access.U5S3}` }),
    expect: statuses({ U4: 204, U5: 403 }),
  },

  // Notifications (per shop and user)
  {
    route: 'GET /api/shops/{shopId}/notifications',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/notifications` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/notifications',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/notifications` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/{notificationId}/read',
    target: "S1 the caller's own",
    request: (ctx) => ({ path: `/api/shops/${ctx.w.S1}/notifications/${own(ctx, 'S1')}/read` }),
    expect: statuses(S1_NO_CONTENT),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/{notificationId}/read',
    target: "S1 U1's",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/notifications/${w.notifications.U1!.S1}/read` }),
    expect: statuses({ U1: 204 }),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/{notificationId}/read',
    target: "S3 the caller's own",
    request: (ctx) => ({ path: `/api/shops/${ctx.w.S3}/notifications/${own(ctx, 'S3')}/read` }),
    expect: statuses({ U4: 204, U5: 204 }),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/{notificationId}/read',
    target: "S3 with U5's S1 notification id",
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/notifications/${w.notifications.U5!.S1}/read` }),
    expect: statuses({}),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/read-all',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/notifications/read-all` }),
    expect: statuses(S1_NO_CONTENT),
  },
  {
    route: 'POST /api/shops/{shopId}/notifications/read-all',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/notifications/read-all` }),
    expect: statuses({ U4: 204, U5: 204 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/notifications',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/notifications` }),
    expect: statuses(S1_NO_CONTENT),
  },
  {
    route: 'DELETE /api/shops/{shopId}/notifications',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/notifications` }),
    expect: statuses({ U4: 204, U5: 204 }),
  },

  // Imports (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer)
  ...importRows('S1', { U1: 201, U2: 201, U3: 403, U5: 403 }, S1_VIEW, {
    U1: 409,
    U2: 409,
    U3: 403,
    U5: 403,
  }),
  ...importRows('S3', { U4: 201, U5: 403 }, { U4: 200, U5: 200 }, { U4: 409, U5: 403 }),
  {
    route: 'GET /api/shops/{shopId}/imports/{importId}',
    target: "S1 with S3's import id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/imports/${w.imports.S3}` }),
    expect: statuses({}),
  },
  {
    route: 'POST /api/shops/{shopId}/imports/{importId}/cancel',
    target: "S1 with S3's import id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/imports/${w.imports.S3}/cancel` }),
    expect: statuses({ U3: 403, U5: 403 }),
  },

  // Orders
  ...orderRows('S1', S1_VIEW, { U1: 201, U2: 201, U3: 403, U5: 403 }, { U1: 200, U2: 200, U3: 403, U5: 403 }),
  ...orderRows('S3', { U4: 200, U5: 200 }, { U4: 201, U5: 403 }, { U4: 200, U5: 403 }),
  ...orderFacetAndCustomerRows('S1', S1_VIEW, { U1: 201, U2: 201, U3: 403, U5: 403 }),
  ...orderFacetAndCustomerRows('S3', { U4: 200, U5: 200 }, { U4: 201, U5: 403 }),
  ...customerProfileRows('S1', S1_VIEW, { U1: 200, U2: 200, U3: 403, U5: 403 }),
  ...customerProfileRows('S3', { U4: 200, U5: 200 }, { U4: 200, U5: 403 }),

  // API keys (shop admins only)
  ...apiKeyRows('S1', { U1: 200, U2: 200, U3: 403, U5: 403 }),
  ...apiKeyRows('S3', { U4: 200, U5: 403 }),
  {
    route: 'DELETE /api/shops/{shopId}/api-keys/{keyId}',
    target: "S1 with S3's key id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/api-keys/${w.apiKeys.S3.id}` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },

  // Import schedules (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer)
  ...importScheduleRows('S1', S1_VIEW, { U1: 200, U2: 200, U3: 403, U5: 403 }),
  ...importScheduleRows('S3', { U4: 200, U5: 200 }, { U4: 200, U5: 403 }),
  ...(['PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      route: `${method} /api/shops/{shopId}/import-schedules/{scheduleId}`,
      target: "S1 with S3's schedule id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S1}/import-schedules/${w.importSchedules.S3}`,
        body: method === 'PATCH' ? { name: 'Cizí plán' } : undefined,
      }),
      expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
    }),
  ),
  {
    route: 'POST /api/shops/{shopId}/import-schedules/{scheduleId}/run',
    target: "S1 with S3's schedule id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/import-schedules/${w.importSchedules.S3}/run` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },
];

/**
 * Background jobs: everyone with access sees them; retrying, pausing and running schedules need an
 * admin. The fixture's job has finished, so an admin passes the access check and gets 409.
 */
function jobRows(shop: 'S1' | 'S3', read: Partial<Record<UserKey, number>>, admins: UserKey[]): Row[] {
  const forAdmins = (status: number) =>
    Object.fromEntries(Object.keys(read).map((who) => [who, admins.includes(who as UserKey) ? status : 403]));
  const schedule = (w: World) => `/api/shops/${w[shop]}/job-schedules/${w.importSchedules[shop]}`;
  return [
    {
      route: 'GET /api/shops/{shopId}/jobs',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/jobs` }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/jobs/{jobId}/retry',
      target: `${shop} its finished job`,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/jobs/${w.jobs[shop]}/retry` }),
      expect: statuses(forAdmins(409)),
    },
    {
      route: 'GET /api/shops/{shopId}/job-schedules',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/job-schedules` }),
      expect: statuses(read),
    },
    {
      route: 'PATCH /api/shops/{shopId}/job-schedules/{scheduleId}',
      target: `${shop} its import schedule`,
      request: ({ w }) => ({ path: schedule(w), body: { paused: true } }),
      expect: statuses(forAdmins(200)),
    },
    {
      route: 'POST /api/shops/{shopId}/job-schedules/{scheduleId}/run',
      target: `${shop} its import schedule`,
      request: ({ w }) => ({ path: `${schedule(w)}/run` }),
      expect: statuses(forAdmins(202)),
    },
  ];
}

rows.push(
  ...jobRows('S1', S1_VIEW, ['U1', 'U2']),
  ...jobRows('S3', { U4: 200, U5: 200 }, ['U4']),
  {
    route: 'POST /api/shops/{shopId}/jobs/{jobId}/retry',
    target: "S1 with S3's job id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/jobs/${w.jobs.S3}/retry` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },
  {
    route: 'POST /api/shops/{shopId}/job-schedules/{scheduleId}/run',
    target: "S1 with S3's schedule id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/job-schedules/${w.importSchedules.S3}/run` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },
);

// To-do tasks (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer)
rows.push(
  ...taskRows('S1', S1_VIEW),
  ...taskRows('S3', { U4: 200, U5: 200 }),
  {
    route: 'DELETE /api/shops/{shopId}/tasks/{taskId}',
    target: "S1 U1's task",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/tasks/${w.tasks.S1}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/tasks/{taskId}',
    target: "S1 the viewer U3's task",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/tasks/${w.tasks.S1ByViewer}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 204, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/tasks/{taskId}',
    target: "S3 U4's task",
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/tasks/${w.tasks.S3}` }),
    expect: statuses({ U4: 204, U5: 403 }),
  },
  ...(['PATCH', 'DELETE'] as const).flatMap((method): Row[] => [
    {
      route: `${method} /api/shops/{shopId}/tasks/{taskId}`,
      target: "S1 with S3's task id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S1}/tasks/${w.tasks.S3}`,
        body: method === 'PATCH' ? { title: 'Cizí úkol' } : undefined,
      }),
      expect: statuses({}),
    },
    {
      route: `${method} /api/shops/{shopId}/tasks/{taskId}`,
      target: "S3 with S1's task id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S3}/tasks/${w.tasks.S1}`,
        body: method === 'PATCH' ? { status: 'in-progress' } : undefined,
      }),
      expect: statuses({}),
    },
  ]),
);

// SQL editor (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer): every member runs
// queries and reads and saves queries; a saved query is changed or deleted by whoever saved it or
// a shop admin. A query never names a shop: it reads the path's shop as its own database role.
rows.push(
  {
    route: 'POST /api/shops/{shopId}/sql',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/sql`, body: { sql: 'SELECT count(*) FROM orders' } }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'POST /api/shops/{shopId}/sql',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/sql`, body: { sql: 'SELECT 1' } }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  {
    route: 'GET /api/shops/{shopId}/sql/queries',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/sql/queries` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'POST /api/shops/{shopId}/sql/queries',
    target: 'S3',
    request: ({ w }) => ({
      path: `/api/shops/${w.S3}/sql/queries`,
      body: { name: 'Tržby', sql: 'SELECT 1' },
    }),
    expect: statuses({ U4: 201, U5: 201 }),
  },
  {
    route: 'PUT /api/shops/{shopId}/sql/queries/{queryId}',
    target: "S1 U1's query",
    request: ({ w }) => ({
      path: `/api/shops/${w.S1}/sql/queries/${w.sqlQueries.S1}`,
      body: { name: 'Nový', sql: 'SELECT 2' },
    }),
    expect: statuses({ U1: 200, U2: 200, U3: 403, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/sql/queries/{queryId}',
    target: "S1 the viewer U3's query",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/sql/queries/${w.sqlQueries.S1ByViewer}` }),
    expect: statuses({ U1: 204, U2: 204, U3: 204, U5: 403 }),
  },
  {
    route: 'DELETE /api/shops/{shopId}/sql/queries/{queryId}',
    target: "S3 U4's query",
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/sql/queries/${w.sqlQueries.S3}` }),
    expect: statuses({ U4: 204, U5: 403 }),
  },
  ...(['PUT', 'DELETE'] as const).flatMap((method): Row[] => [
    {
      route: `${method} /api/shops/{shopId}/sql/queries/{queryId}`,
      target: "S1 with S3's query id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S1}/sql/queries/${w.sqlQueries.S3}`,
        body: method === 'PUT' ? { name: 'Cizí', sql: 'SELECT 1' } : undefined,
      }),
      expect: statuses({}),
    },
  ]),
);

// XML feeds (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer): members read
// feeds, items and previews; admins add, change, fetch, publish, rotate and delete. The fixture
// feed was never fetched, so publishing it answers 409 to an admin. Another shop's feed is 404.
// The public feed URL takes no session and names no shop: xml-feeds-api.test.ts tests its tokens.
function xmlFeedRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  admins: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/xml-feeds`;
  const one = (w: World) => `${base(w)}/${w.xmlFeeds[shop]}`;
  const withStatus = (status: number) =>
    Object.fromEntries(Object.entries(admins).map(([who, code]) => [who, code === 200 ? status : code]));
  const transforms = { outputFormat: 'heureka', rules: [] };
  const target = `${shop} its own feed`;
  return [
    {
      route: 'GET /api/shops/{shopId}/xml-feeds',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/xml-feeds',
      target: shop,
      request: ({ w }) => ({
        path: base(w),
        body: { name: 'Matice', url: 'https://93.184.216.34/feed.xml' },
      }),
      expect: statuses(withStatus(201)),
    },
    {
      route: 'GET /api/shops/{shopId}/xml-feeds/{feedId}',
      target,
      request: ({ w }) => ({ path: one(w) }),
      expect: statuses(read),
    },
    {
      route: 'PATCH /api/shops/{shopId}/xml-feeds/{feedId}',
      target,
      request: ({ w }) => ({ path: one(w), body: { name: 'Přejmenovaný feed' } }),
      expect: statuses(admins),
    },
    {
      route: 'DELETE /api/shops/{shopId}/xml-feeds/{feedId}',
      target,
      request: ({ w }) => ({ path: one(w) }),
      expect: statuses(withStatus(204)),
    },
    {
      route: 'GET /api/shops/{shopId}/xml-feeds/{feedId}/items',
      target,
      request: ({ w }) => ({ path: `${one(w)}/items?page=1` }),
      expect: statuses(read),
    },
    {
      route: 'PUT /api/shops/{shopId}/xml-feeds/{feedId}/transforms',
      target,
      request: ({ w }) => ({ path: `${one(w)}/transforms`, body: transforms }),
      expect: statuses(admins),
    },
    {
      route: 'POST /api/shops/{shopId}/xml-feeds/{feedId}/preview',
      target,
      request: ({ w }) => ({ path: `${one(w)}/preview`, body: transforms }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/xml-feeds/{feedId}/fetch',
      target,
      request: ({ w }) => ({ path: `${one(w)}/fetch` }),
      expect: statuses(withStatus(202)),
    },
    {
      route: 'POST /api/shops/{shopId}/xml-feeds/{feedId}/publish',
      target,
      request: ({ w }) => ({ path: `${one(w)}/publish` }),
      expect: statuses(withStatus(409)),
    },
    {
      route: 'POST /api/shops/{shopId}/xml-feeds/{feedId}/rotate-token',
      target,
      request: ({ w }) => ({ path: `${one(w)}/rotate-token` }),
      expect: statuses(admins),
    },
  ];
}
rows.push(
  ...xmlFeedRows('S1', S1_VIEW, { U1: 200, U2: 200, U3: 403, U5: 403 }),
  ...xmlFeedRows('S3', { U4: 200, U5: 200 }, { U4: 200, U5: 403 }),
  ...(
    [
      ['GET', ''],
      ['PATCH', ''],
      ['DELETE', ''],
      ['GET', '/items'],
      ['PUT', '/transforms'],
      ['POST', '/preview'],
      ['POST', '/fetch'],
      ['POST', '/publish'],
      ['POST', '/rotate-token'],
    ] as const
  ).map(
    ([method, suffix]): Row => ({
      route: `${method} /api/shops/{shopId}/xml-feeds/{feedId}${suffix}`,
      target: "S1 with S3's feed id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S1}/xml-feeds/${w.xmlFeeds.S3}${suffix}`,
        body:
          method === 'PATCH'
            ? { name: 'Cizí' }
            : suffix === '/transforms' || suffix === '/preview'
              ? { outputFormat: 'google', rules: [] }
              : undefined,
      }),
      // The role is checked before the feed is looked up: S1's viewers are refused changes first.
      expect: statuses(
        method === 'GET' || suffix === '/preview' ? {} : { U1: 404, U2: 404, U3: 403, U5: 403 },
      ),
    }),
  ),
);

// Order tracking: members read the events and the public key; admins create and rotate the keys
// (a fresh world has none: creating answers 201). The events endpoint itself takes no session.
function orderTrackingRows(
  shop: 'S1' | 'S3',
  read: Partial<Record<UserKey, number>>,
  create: Partial<Record<UserKey, number>>,
  rotate: Partial<Record<UserKey, number>>,
): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}`;
  return [
    {
      route: 'GET /api/shops/{shopId}/order-events',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}/order-events?filter=unpaired&page=1` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/order-tracking/keys',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}/order-tracking/keys` }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/order-tracking/keys',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}/order-tracking/keys` }),
      expect: statuses(create),
    },
    {
      route: 'POST /api/shops/{shopId}/order-tracking/keys/rotate',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}/order-tracking/keys/rotate`, body: { key: 'secret' } }),
      expect: statuses(rotate),
    },
    {
      route: 'PUT /api/shops/{shopId}/order-tracking/origins',
      target: shop,
      request: ({ w }) => ({
        path: `${base(w)}/order-tracking/origins`,
        body: { origins: ['https://pokladna.example.cz'] },
      }),
      // Managing the keys and managing where they are accepted from are the same right.
      expect: statuses(rotate),
    },
  ];
}
rows.push(
  ...orderTrackingRows(
    'S1',
    S1_VIEW,
    { U1: 201, U2: 201, U3: 403, U5: 403 },
    { U1: 200, U2: 200, U3: 403, U5: 403 },
  ),
  ...orderTrackingRows('S3', { U4: 200, U5: 200 }, { U4: 201, U5: 403 }, { U4: 200, U5: 403 }),
);

// Budgets (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer): every member
// reads budgets, their status and alerts; admins plan budgets and handle alerts.
const S1_ADMIN = (status: number) => statuses({ U1: status, U2: status, U3: 403, U5: 403 });
const S3_ADMIN = (status: number) => statuses({ U4: status, U5: 403 });
const newBudget = { name: 'Jaro', totalBudget: 20_000, startDate: '2025-03-01', channels: [] };
rows.push(
  {
    route: 'GET /api/shops/{shopId}/budgets',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/budgets',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/budgets` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  {
    route: 'POST /api/shops/{shopId}/budgets',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets`, body: newBudget }),
    expect: S1_ADMIN(201),
  },
  {
    route: 'POST /api/shops/{shopId}/budgets',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/budgets`, body: newBudget }),
    expect: S3_ADMIN(201),
  },
  {
    route: 'GET /api/shops/{shopId}/budgets/{budgetId}/status',
    target: 'S1 its own budget',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets/${w.budgets.S1.id}/status` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/budgets/{budgetId}/status',
    target: "S1 with S3's budget id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets/${w.budgets.S3.id}/status` }),
    expect: statuses({}),
  },
  {
    route: 'GET /api/shops/{shopId}/budgets/{budgetId}/status',
    target: "S3 with S1's budget id",
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/budgets/${w.budgets.S1.id}/status` }),
    expect: statuses({}),
  },
  {
    route: 'GET /api/shops/{shopId}/budget-alerts',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/budget-alerts?state=all` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/budget-alerts',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/budget-alerts` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
  ...(['PATCH', 'DELETE'] as const).flatMap((method): Row[] => {
    const body = method === 'PATCH' ? { name: 'Léto' } : undefined;
    const ok = method === 'PATCH' ? 200 : 204;
    return [
      {
        route: `${method} /api/shops/{shopId}/budgets/{budgetId}`,
        target: 'S1 its own budget',
        request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets/${w.budgets.S1.id}`, body }),
        expect: S1_ADMIN(ok),
      },
      {
        route: `${method} /api/shops/{shopId}/budgets/{budgetId}`,
        target: "S1 with S3's budget id",
        request: ({ w }) => ({ path: `/api/shops/${w.S1}/budgets/${w.budgets.S3.id}`, body }),
        expect: S1_ADMIN(404),
      },
      {
        route: `${method} /api/shops/{shopId}/budgets/{budgetId}`,
        target: "S3 with S1's budget id",
        request: ({ w }) => ({ path: `/api/shops/${w.S3}/budgets/${w.budgets.S1.id}`, body }),
        expect: S3_ADMIN(404),
      },
    ];
  }),
  {
    route: 'PATCH /api/shops/{shopId}/budget-alerts/{alertId}',
    target: 'S1 its own alert',
    request: ({ w }) => ({
      path: `/api/shops/${w.S1}/budget-alerts/${w.budgets.S1.alertId}`,
      body: { isResolved: true },
    }),
    expect: S1_ADMIN(200),
  },
  {
    route: 'PATCH /api/shops/{shopId}/budget-alerts/{alertId}',
    target: "S1 with S3's alert id",
    request: ({ w }) => ({
      path: `/api/shops/${w.S1}/budget-alerts/${w.budgets.S3.alertId}`,
      body: { isRead: true },
    }),
    expect: S1_ADMIN(404),
  },
  {
    route: 'PATCH /api/shops/{shopId}/budget-alerts/{alertId}',
    target: "S3 with S1's alert id",
    request: ({ w }) => ({
      path: `/api/shops/${w.S3}/budget-alerts/${w.budgets.S1.alertId}`,
      body: { isRead: true },
    }),
    expect: S3_ADMIN(404),
  },
);

// Analytics: every report reads one shop; viewers and up see it, everyone else gets 404.
for (const report of REPORTS) {
  const route = `GET /api/shops/{shopId}/analytics/${report.id}`;
  rows.push(
    {
      route,
      target: 'S1',
      request: ({ w }) => ({ path: `/api/shops/${w.S1}/analytics/${report.id}?period=1y` }),
      expect: statuses(S1_VIEW),
    },
    {
      route,
      target: 'S3',
      request: ({ w }) => ({ path: `/api/shops/${w.S3}/analytics/${report.id}` }),
      expect: statuses({ U4: 200, U5: 200 }),
    },
  );
}

// The CSV export of an RFM segment's customers reads one shop like the reports.
rows.push(
  {
    route: 'GET /api/shops/{shopId}/analytics/customer-rfm/customers.csv',
    target: 'S1',
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/analytics/customer-rfm/customers.csv?segment=lost` }),
    expect: statuses(S1_VIEW),
  },
  {
    route: 'GET /api/shops/{shopId}/analytics/customer-rfm/customers.csv',
    target: 'S3',
    request: ({ w }) => ({ path: `/api/shops/${w.S3}/analytics/customer-rfm/customers.csv?segment=lost` }),
    expect: statuses({ U4: 200, U5: 200 }),
  },
);

/**
 * Connections (Settings → Propojení, /google-ads, /google-analytics, /search-console,
 * /merchant-center, /business-profile): everyone with access sees them; connecting, disconnecting,
 * syncing, scheduling and choosing the account (property, site, location) need an admin. The test app has no
 * Google client: an admin passes the access check and starting answers 409 (not configured); the
 * return with a state not signed for this shop answers 400.
 */
function connectionRows(shop: 'S1' | 'S3', read: Partial<Record<UserKey, number>>, admins: UserKey[]): Row[] {
  const base = (w: World) => `/api/shops/${w[shop]}/connections`;
  const one = (w: World) => `${base(w)}/${w.connections[shop]}`;
  const admin = (status: number) => Object.fromEntries(admins.map((who) => [who, status]));
  const forAdmins = (status: number) => ({
    ...read,
    ...Object.fromEntries(Object.keys(read).map((who) => [who, 403])),
    ...admin(status),
  });
  return [
    {
      route: 'GET /api/shops/{shopId}/connections',
      target: shop,
      request: ({ w }) => ({ path: base(w) }),
      expect: statuses(read),
    },
    {
      route: 'POST /api/shops/{shopId}/connections/google/start',
      target: shop,
      request: ({ w }) => ({ path: `${base(w)}/google/start`, body: { connector: 'google_ads' } }),
      expect: statuses(forAdmins(409)),
    },
    {
      route: 'POST /api/shops/{shopId}/connections/google/callback',
      target: shop,
      request: ({ w }) => ({
        path: `${base(w)}/google/callback`,
        body: { code: 'code', state: 'not.signed' },
      }),
      expect: statuses(forAdmins(400)),
    },
    {
      route: 'PATCH /api/shops/{shopId}/connections/{connectionId}',
      target: `${shop} its connection`,
      request: ({ w }) => ({ path: one(w), body: { everyHours: 12 } }),
      expect: statuses(forAdmins(200)),
    },
    {
      route: 'POST /api/shops/{shopId}/connections/{connectionId}/sync',
      target: `${shop} its connection`,
      request: ({ w }) => ({ path: `${one(w)}/sync` }),
      expect: statuses(forAdmins(202)),
    },
    {
      route: 'DELETE /api/shops/{shopId}/connections/{connectionId}',
      target: `${shop} its connection`,
      request: ({ w }) => ({ path: one(w) }),
      expect: statuses(forAdmins(204)),
    },
    {
      route: 'GET /api/shops/{shopId}/google-ads',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/google-ads` }),
      expect: statuses(read),
    },
    {
      route: 'PUT /api/shops/{shopId}/google-ads/selection',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/google-ads/selection`,
        body: { accountType: 'basic', accountId: '2000000002' },
      }),
      expect: statuses(forAdmins(200)),
    },
    {
      route: 'GET /api/shops/{shopId}/google-analytics',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/google-analytics?days=7` }),
      expect: statuses(read),
    },
    {
      // The fixture has no Google Analytics connection: an admin passes the access check and gets 404.
      route: 'PUT /api/shops/{shopId}/google-analytics/property',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/google-analytics/property`,
        body: { propertyId: '310000001' },
      }),
      expect: statuses(forAdmins(404)),
    },
    {
      route: 'POST /api/shops/{shopId}/google-ads/accounts/refresh',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/google-ads/accounts/refresh` }),
      expect: statuses(forAdmins(202)),
    },
    {
      // The fixture's connection is Google Ads, which chooses on its own route: an admin passes the
      // access check and gets 409.
      route: 'PUT /api/shops/{shopId}/connections/{connectionId}/target',
      target: `${shop} its connection`,
      request: ({ w }) => ({ path: `${one(w)}/target`, body: { targetId: 'sc-domain:kavovar.cz' } }),
      expect: statuses(forAdmins(409)),
    },
    {
      route: 'GET /api/shops/{shopId}/search-console',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/search-console?days=7` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/merchant-center',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/merchant-center` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/business-profile',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/business-profile?days=90` }),
      expect: statuses(read),
    },
    {
      // The test app's Sklik endpoint answers nothing: an admin passes the access check and gets 502.
      route: 'POST /api/shops/{shopId}/connections/api-key',
      target: shop,
      request: ({ w }) => ({
        path: `${base(w)}/api-key`,
        body: { connector: 'sklik', apiKey: 'sklik-token-unknown' },
      }),
      expect: statuses(forAdmins(502)),
    },
    {
      route: 'GET /api/shops/{shopId}/seznam',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/seznam?days=7` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/price-comparison',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/price-comparison?days=30` }),
      expect: statuses(read),
    },
    {
      route: 'GET /api/shops/{shopId}/ad-spend/freshness',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/ad-spend/freshness` }),
      expect: statuses(read),
    },
    // Meta: the test app has no Meta app (starting answers 409), the fixture no Meta connection
    // (its account, reload and completeness answer 404 to an admin).
    {
      route: 'POST /api/shops/{shopId}/meta/start',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/meta/start` }),
      expect: statuses(forAdmins(409)),
    },
    {
      route: 'POST /api/shops/{shopId}/meta/callback',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/meta/callback`,
        body: { code: 'code', state: 'not.signed' },
      }),
      expect: statuses(forAdmins(400)),
    },
    {
      route: 'GET /api/shops/{shopId}/meta',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/meta` }),
      expect: statuses(read),
    },
    {
      route: 'PUT /api/shops/{shopId}/meta/account',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/meta/account`, body: { accountId: '1000' } }),
      expect: statuses(forAdmins(404)),
    },
    {
      route: 'POST /api/shops/{shopId}/meta/accounts/refresh',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/meta/accounts/refresh` }),
      expect: statuses(forAdmins(404)),
    },
    {
      route: 'PUT /api/shops/{shopId}/meta/completeness',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/meta/completeness`,
        body: { choice: 'use_available' },
      }),
      expect: statuses(forAdmins(404)),
    },
    // Profit back to the platforms: everyone of the shop reads the setting and its log; the fixture
    // has no Google Ads connection, so an admin's change answers 409 (connect first).
    {
      route: 'GET /api/shops/{shopId}/profit-upload/{platform}',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/profit-upload/google_ads` }),
      expect: statuses(read),
    },
    {
      route: 'PUT /api/shops/{shopId}/profit-upload/{platform}',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/profit-upload/meta`,
        body: { enabled: true, targetId: '123456789012' },
      }),
      expect: statuses(forAdmins(409)),
    },
    // The e-shop platform: its overview holds the webhook secret, so only admins read it. Connecting
    // with a store URL on a loopback address: an admin passes the access check and the outbound
    // guard refuses the address (422) before any request leaves.
    {
      route: 'GET /api/shops/{shopId}/eshop-platform',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/eshop-platform` }),
      expect: statuses(forAdmins(200)),
    },
    {
      route: 'POST /api/shops/{shopId}/eshop-platform',
      target: shop,
      request: ({ w }) => ({
        path: `/api/shops/${w[shop]}/eshop-platform`,
        body: {
          platform: 'woocommerce',
          storeUrl: 'http://127.0.0.1/obchod',
          consumerKey: 'ck_0123456789',
          consumerSecret: 'cs_0123456789',
        },
      }),
      expect: statuses(forAdmins(422)),
    },
  ];
}

rows.push(
  ...connectionRows('S1', S1_VIEW, ['U1', 'U2']),
  ...connectionRows('S3', { U4: 200, U5: 200 }, ['U4']),
  // Another shop's connection through a shop the caller administers: not found.
  ...(['PATCH', 'DELETE'] as const).map(
    (method): Row => ({
      route: `${method} /api/shops/{shopId}/connections/{connectionId}`,
      target: "S1 with S3's connection id",
      request: ({ w }) => ({
        path: `/api/shops/${w.S1}/connections/${w.connections.S3}`,
        body: method === 'PATCH' ? { paused: true } : undefined,
      }),
      expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
    }),
  ),
  {
    route: 'POST /api/shops/{shopId}/connections/{connectionId}/sync',
    target: "S1 with S3's connection id",
    request: ({ w }) => ({ path: `/api/shops/${w.S1}/connections/${w.connections.S3}/sync` }),
    expect: statuses({ U1: 404, U2: 404, U3: 403, U5: 403 }),
  },
);

/**
 * The public API (/api/v1), called with a shop's API key instead of a session: the key's shop is
 * the only shop. `S1`/`S3` call with that shop's key; `revoked` with S1's key after revoking it,
 * `unknown` with a well-formed key that does not exist, `none` with U1's session cookie only.
 */
type KeyHolder = 'S1' | 'S3' | 'revoked' | 'unknown' | 'none';
const KEY_HOLDERS: KeyHolder[] = ['S1', 'S3', 'revoked', 'unknown', 'none'];

interface KeyRow {
  route: string;
  target: string;
  request: (w: World) => { path: string; body: string | undefined; type?: string };
  expect: Record<KeyHolder, number>;
}

// E-mail digests and anomaly alerts (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5
// viewer): every member reads the settings, the log, the alerts and the figures and may send
// themselves a preview; admins decide who gets the shop's figures and resolve alerts.
{
  const S1_DIGEST_ADMIN = (status: number) => statuses({ U1: status, U2: status, U3: 403, U5: 403 });
  const S3_DIGEST_ADMIN = (status: number) => statuses({ U4: status, U5: 403 });
  const reads = ['settings', 'deliveries', 'preview?period=week'].flatMap((suffix): Row[] => [
    {
      route: `GET /api/shops/{shopId}/digests/${suffix.split('?')[0]}`,
      target: 'S1',
      request: ({ w }) => ({ path: `/api/shops/${w.S1}/digests/${suffix}` }),
      expect: statuses(S1_VIEW),
    },
    {
      route: `GET /api/shops/{shopId}/digests/${suffix.split('?')[0]}`,
      target: 'S3',
      request: ({ w }) => ({ path: `/api/shops/${w.S3}/digests/${suffix}` }),
      expect: statuses({ U4: 200, U5: 200 }),
    },
  ]);
  const perShop = (
    route: string,
    path: (w: World, shop: 'S1' | 'S3') => string,
    body: unknown,
    s1: Record<Who, number>,
    s3: Record<Who, number>,
  ): Row[] => [
    { route, target: 'S1', request: ({ w }) => ({ path: path(w, 'S1'), body }), expect: s1 },
    { route, target: 'S3', request: ({ w }) => ({ path: path(w, 'S3'), body }), expect: s3 },
  ];
  /** A recipient or alert route: its own object, and each shop with the other's id. */
  const byObject = (
    route: string,
    path: (w: World, shop: 'S1' | 'S3', owner: 'S1' | 'S3') => string,
    body: unknown,
    ok: number,
  ): Row[] => [
    {
      route,
      target: 'S1 its own',
      request: ({ w }) => ({ path: path(w, 'S1', 'S1'), body }),
      expect: S1_DIGEST_ADMIN(ok),
    },
    {
      route,
      target: "S1 with S3's id",
      request: ({ w }) => ({ path: path(w, 'S1', 'S3'), body }),
      expect: S1_DIGEST_ADMIN(404),
    },
    {
      route,
      target: "S3 with S1's id",
      request: ({ w }) => ({ path: path(w, 'S3', 'S1'), body }),
      expect: S3_DIGEST_ADMIN(404),
    },
  ];
  rows.push(
    ...reads,
    ...perShop(
      'GET /api/shops/{shopId}/anomaly-alerts',
      (w, shop) => `/api/shops/${w[shop]}/anomaly-alerts`,
      undefined,
      statuses(S1_VIEW),
      statuses({ U4: 200, U5: 200 }),
    ),
    ...perShop(
      'PUT /api/shops/{shopId}/digests/settings',
      (w, shop) => `/api/shops/${w[shop]}/digests/settings`,
      { frequency: 'weekly', anomalyAlerts: true },
      S1_DIGEST_ADMIN(200),
      S3_DIGEST_ADMIN(200),
    ),
    ...perShop(
      'POST /api/shops/{shopId}/digests/recipients',
      (w, shop) => `/api/shops/${w[shop]}/digests/recipients`,
      { email: 'novy-prijemce@example.cz', language: 'cs' },
      S1_DIGEST_ADMIN(201),
      S3_DIGEST_ADMIN(201),
    ),
    ...perShop(
      'POST /api/shops/{shopId}/digests/preview-email',
      (w, shop) => `/api/shops/${w[shop]}/digests/preview-email`,
      { period: 'week', language: 'cs' },
      statuses({ U1: 202, U2: 202, U3: 202, U5: 202 }),
      statuses({ U4: 202, U5: 202 }),
    ),
    ...byObject(
      'PATCH /api/shops/{shopId}/digests/recipients/{recipientId}',
      (w, shop, owner) => `/api/shops/${w[shop]}/digests/recipients/${w.digests[owner].recipientId}`,
      { language: 'en' },
      200,
    ),
    ...byObject(
      'DELETE /api/shops/{shopId}/digests/recipients/{recipientId}',
      (w, shop, owner) => `/api/shops/${w[shop]}/digests/recipients/${w.digests[owner].recipientId}`,
      undefined,
      204,
    ),
    ...byObject(
      'POST /api/shops/{shopId}/anomaly-alerts/{alertId}/resolve',
      (w, shop, owner) => `/api/shops/${w[shop]}/anomaly-alerts/${w.digests[owner].alertId}/resolve`,
      undefined,
      200,
    ),
  );
}

const keyStatuses = (S1: number, S3: number): Record<KeyHolder, number> => ({
  S1,
  S3,
  revoked: 401,
  unknown: 401,
  none: 401,
});

const keyRows: KeyRow[] = [
  {
    route: 'GET /api/v1/imports/{importId}',
    target: "S1's import",
    request: (w) => ({ path: `/api/v1/imports/${w.imports.S1}`, body: undefined }),
    expect: keyStatuses(200, 404),
  },
  {
    route: 'GET /api/v1/imports/{importId}',
    target: "S3's import",
    request: (w) => ({ path: `/api/v1/imports/${w.imports.S3}`, body: undefined }),
    expect: keyStatuses(404, 200),
  },
  {
    route: 'POST /api/v1/orders',
    target: "the key's shop, S3 named in the body",
    request: (w) => ({
      path: '/api/v1/orders',
      body: JSON.stringify({
        shopId: w.S3,
        orders: [{ orderId: 'KEY-1', orderDate: '2024-05-02', revenue: 100, shop_id: w.S3 }],
      }),
      type: 'application/json',
    }),
    expect: keyStatuses(200, 200),
  },
  {
    route: 'POST /api/v1/ad-spend',
    target: "the key's shop",
    request: () => ({
      path: '/api/v1/ad-spend',
      body: JSON.stringify({ rows: [{ date: '2024-05-02', channel: 'sklik', cost: 120 }] }),
      type: 'application/json',
    }),
    expect: keyStatuses(200, 200),
  },
  {
    route: 'POST /api/v1/imports',
    target: "the key's shop",
    request: () => ({
      path: '/api/v1/imports',
      body: 'order_id;order_date;order_revenue\n1;1.1.2024;10\n',
      type: 'text/csv',
    }),
    expect: keyStatuses(202, 202),
  },
  {
    route: 'POST /api/v1/sql',
    target: "the key's shop",
    request: () => ({
      path: '/api/v1/sql',
      body: JSON.stringify({ sql: 'SELECT count(*) FROM orders' }),
      type: 'application/json',
    }),
    expect: keyStatuses(200, 200),
  },
];

// With a key, the digest's figures are always the key's own shop's.
keyRows.push({
  route: 'GET /api/v1/digests/preview',
  target: "the key's shop",
  request: () => ({ path: '/api/v1/digests/preview?period=week', body: undefined }),
  expect: keyStatuses(200, 200),
});

// With a key, a report always reads the key's own shop.
for (const report of REPORTS) {
  keyRows.push({
    route: `GET /api/v1/analytics/${report.id}`,
    target: "the key's shop",
    request: () => ({ path: `/api/v1/analytics/${report.id}?period=all`, body: undefined }),
    expect: keyStatuses(200, 200),
  });
}

// Looker Studio (S1: U1 owner, U2 admin, U3 and U5 viewers; S3: U4 owner, U5 viewer): every member
// sees the embedded report; admins choose it. With a key, a table always reads the key's own shop.
const lookerEmbed = { embedUrl: 'https://lookerstudio.google.com/embed/reporting/abc/page/1' };
rows.push(
  ...(['S1', 'S3'] as const).flatMap((shop): Row[] => [
    {
      route: 'GET /api/shops/{shopId}/looker/embed',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/looker/embed` }),
      expect: statuses(shop === 'S1' ? S1_VIEW : { U4: 200, U5: 200 }),
    },
    {
      route: 'PUT /api/shops/{shopId}/looker/embed',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/looker/embed`, body: lookerEmbed }),
      expect: shop === 'S1' ? S1_ADMIN(200) : S3_ADMIN(200),
    },
    {
      route: 'DELETE /api/shops/{shopId}/looker/embed',
      target: shop,
      request: ({ w }) => ({ path: `/api/shops/${w[shop]}/looker/embed` }),
      expect: shop === 'S1' ? S1_ADMIN(204) : S3_ADMIN(204),
    },
  ]),
);
for (const suffix of ['', '/csv']) {
  keyRows.push({
    route: `GET /api/v1/looker/{dataset}${suffix}`,
    target: "the key's shop",
    request: () => ({ path: `/api/v1/looker/daily${suffix}?period=7d`, body: undefined }),
    expect: keyStatuses(200, 200),
  });
}

/** Routes without an object id: any signed-in user may call them, nobody anonymous. */
const userRoutes: { route: string; body?: unknown; status: number }[] = [
  { route: 'GET /api/me', status: 200 },
  { route: 'GET /api/me/subscription', status: 200 },
  { route: 'PATCH /api/me', body: { firstName: 'Eva', lastName: 'Malá', phone: '' }, status: 200 },
  { route: 'GET /api/me/notification-settings', status: 200 },
  { route: 'PUT /api/me/notification-settings', body: { email: false }, status: 200 },
  { route: 'GET /api/me/activity', status: 200 },
  { route: 'GET /api/me/academy/poas', status: 200 },
  {
    route: 'POST /api/me/academy/poas/completions',
    body: { completions: [{ lesson: 1, score: 3, questionCount: 4 }] },
    status: 200,
  },
  { route: 'GET /api/projects', status: 200 },
  { route: 'POST /api/projects', body: { name: 'Vlastní projekt' }, status: 201 },
  { route: 'GET /api/shops', status: 200 },
  { route: 'POST /api/shops', body: { name: 'Vlastní obchod', domain: 'vlastni.cz' }, status: 201 },
  { route: 'GET /api/import-runs', status: 200 },
  { route: 'GET /api/import-runs/events', status: 200 },
  { route: 'GET /api/jobs/summary', status: 200 },
  { route: 'GET /api/jobs/events', status: 200 },
  { route: 'GET /api/agency', status: 200 },
];

const OBJECT_PARAM = /\{(shopId|projectId)\}/;
const keyOf = (entry: { method: string; path: string }) => `${entry.method} ${entry.path}`;
const methodOf = (route: string) => route.split(' ')[0]!;
const pathOf = (route: string) => route.split(' ')[1]!;

/**
 * The matrix on one engine. Each engine has a test file of its own (pglite.test.ts,
 * postgres.test.ts): with about 2,500 requests per engine this is the suite's longest file, and
 * as two files the engines run on two workers at once.
 */
export function describeAuthorizationMatrix(engine: Engine): void {
  describe.runIf(testEngines.includes(engine))(`authorization matrix on ${engine}`, () => {
    let t: TestApp;
    let users: TenantUsers;
    let shared: World;
    /** A world for changing requests, until one of them succeeds. */
    let untouched: World | undefined;

    beforeAll(async () => {
      t = await createTestApp(engine);
      users = await signUpTenantUsers(t, `matrix-${engine}`);
      shared = await buildWorld(t.deps.db, users);
    });
    afterAll(() => t.close());

    const registered = () => new Map(routeRegistry.map((entry) => [keyOf(entry), entry]));

    it('has rows for exactly the registered routes with a shop or project id', () => {
      const withObject = [...registered().keys()].filter((key) => OBJECT_PARAM.test(key)).sort();
      const covered = [...new Set(rows.map((row) => row.route))].sort();
      expect(covered).toEqual(withObject);
    });

    it('covers every API-key route', () => {
      const withKey = [...registered().values()]
        .filter((entry) => entry.access === 'apiKey')
        .map(keyOf)
        .sort();
      expect([...new Set(keyRows.map((row) => row.route))].sort()).toEqual(withKey);
      // A key names its shop: a key route never takes a shop or project from the path.
      for (const route of withKey) {
        expect(route).toMatch(/^\w+ \/api\/v1\//);
        expect(route).not.toMatch(OBJECT_PARAM);
      }
    });

    it('covers every signed-in route without an object id', () => {
      const withoutObject = [...registered().values()]
        .filter((entry) => entry.access === 'user' && !OBJECT_PARAM.test(entry.path))
        .map(keyOf)
        .sort();
      expect(userRoutes.map((row) => row.route).sort()).toEqual(withoutObject);
    });

    it('declares access on every route, and shop or project access wherever the path names one', () => {
      for (const entry of registered().values()) {
        const { access } = entry;
        const valid =
          access === 'public' ||
          access === 'user' ||
          access === 'apiKey' ||
          (typeof access === 'object' && ('shop' in access || 'project' in access));
        expect(valid, keyOf(entry)).toBe(true);
        if (entry.path.includes('{shopId}')) expect(access, keyOf(entry)).toHaveProperty('shop');
        else if (entry.path.includes('{projectId}')) expect(access, keyOf(entry)).toHaveProperty('project');
      }
      // Every API route of the app went through the registry (the health check and the OpenAPI
      // document are public by design and answered without a transaction).
      const unregistered = t.app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`)
        .filter(
          (key) => !registered().has(key) && key !== 'GET /api/health' && key !== 'GET /api/openapi.json',
        );
      expect(unregistered).toEqual([]);
    });

    describe.each(rows)('$route [$target]', (row) => {
      const mutates = methodOf(row.route) !== 'GET';
      it.each(WHO.map((who) => ({ who, status: row.expect[who] })))(
        'as $who → $status',
        async ({ who, status }) => {
          // A change that succeeds must not disturb the other cells: changing requests get a world
          // that no change has touched. A refused one changes nothing (its transaction is rolled
          // back or never begun), so the next cell may use the same world.
          if (mutates && !untouched) untouched = await buildWorld(t.deps.db, users);
          const w = mutates && untouched ? untouched : shared;
          const { path, body } = row.request({ w, users, who });
          const response = await t.call(methodOf(row.route), path, {
            body,
            cookie: who === 'anon' ? undefined : users[who].cookie,
          });
          if (mutates && (response.status < 400 || status < 400)) untouched = undefined;
          expect(response.status, await response.clone().text()).toBe(status);
          expect(pathOf(row.route).split('/').length).toBe(path.split('/').length);
        },
      );
    });

    describe.each(keyRows)('$route [$target] with an API key', (row) => {
      it.each(KEY_HOLDERS.map((holder) => ({ holder, status: row.expect[holder] })))(
        'of $holder → $status',
        async ({ holder, status }) => {
          const w =
            methodOf(row.route) === 'GET' && holder !== 'revoked'
              ? shared
              : await buildWorld(t.deps.db, users);
          if (holder === 'revoked') {
            const revoke = await t.call('DELETE', `/api/shops/${w.S1}/api-keys/${w.apiKeys.S1.id}`, {
              cookie: users.U1.cookie,
            });
            expect(revoke.status).toBe(204);
          }
          const key =
            holder === 'S1' || holder === 'revoked'
              ? w.apiKeys.S1.key
              : holder === 'S3'
                ? w.apiKeys.S3.key
                : holder === 'unknown'
                  ? `zk_live_${'0'.repeat(43)}`
                  : null;
          const { path, body, type } = row.request(w);
          const headers: Record<string, string> = key
            ? { authorization: `Bearer ${key}` }
            : { cookie: users.U1.cookie };
          if (type) headers['content-type'] = type;
          const response = await t.app.request(path, { method: methodOf(row.route), headers, body });
          expect(response.status, await response.clone().text()).toBe(status);
          expect(pathOf(row.route).split('/').length).toBe(path.split('/').length);
        },
      );
    });

    describe.each(userRoutes)('$route', (row) => {
      it(`anonymous → 401, U6 → ${row.status}`, async () => {
        const method = methodOf(row.route);
        const anonymous = await t.call(method, pathOf(row.route), { body: row.body });
        expect(anonymous.status).toBe(401);
        const signedIn = await t.call(method, pathOf(row.route), { body: row.body, cookie: users.U6.cookie });
        expect(signedIn.status).toBe(row.status);
      });
    });

    it('answers the SPEC codes for the forbidden role changes', async () => {
      const w = await buildWorld(t.deps.db, users);
      const asU2 = { cookie: users.U2.cookie };
      const removeOwner = await t.call('DELETE', `/api/projects/${w.P1}/members/${users.U1.id}`, asU2);
      expect(((await removeOwner.json()) as { error: { code: string } }).error.code).toBe('forbidden');
      const selfPromote = await t.call('PATCH', `/api/projects/${w.P1}/members/${users.U2.id}`, {
        ...asU2,
        body: { role: 'owner' },
      });
      expect(((await selfPromote.json()) as { error: { code: string } }).error.code).toBe('role_above_own');
      const shareAsOwner = await t.call('POST', `/api/shops/${w.S1}/access`, {
        ...asU2,
        body: { email: users.U6.email, role: 'owner' },
      });
      expect(shareAsOwner.status).toBe(403);
      expect(((await shareAsOwner.json()) as { error: { code: string } }).error.code).toBe('role_above_own');
      const lastOwnerLeaves = await t.call('DELETE', `/api/projects/${w.P1}/members/${users.U1.id}`, {
        cookie: users.U1.cookie,
      });
      expect(((await lastOwnerLeaves.json()) as { error: { code: string } }).error.code).toBe('last_owner');
    });

    it('rejects mass assignment of the owner and leaves the database unchanged', async () => {
      const w = await buildWorld(t.deps.db, users);
      const before = await t.deps.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', w.P1)
        .executeTakeFirstOrThrow();
      for (const body of [
        { owner_id: users.U2.id },
        { name: 'X', created_by: users.U2.id },
        { role: 'owner' },
      ]) {
        const response = await t.call('PATCH', `/api/projects/${w.P1}`, { cookie: users.U1.cookie, body });
        expect(response.status).toBe(422);
      }
      const after = await t.deps.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', w.P1)
        .executeTakeFirstOrThrow();
      expect(after).toEqual(before);
      const members = await t.deps.db
        .selectFrom('project_members')
        .select(['user_id', 'role'])
        .where('project_id', '=', w.P1)
        .execute();
      const byUser = (a: { user_id: string }, b: { user_id: string }) => (a.user_id < b.user_id ? -1 : 1);
      expect(members.sort(byUser)).toEqual(
        [
          { user_id: users.U1.id, role: 'owner' },
          { user_id: users.U2.id, role: 'admin' },
          { user_id: users.U3.id, role: 'viewer' },
        ].sort(byUser),
      );
    });

    it("sums the agency user's overview over S1 and S3 only, and never serves it to U1", async () => {
      const w = await buildWorld(t.deps.db, users);
      // Ad spend of 1.5.2024, different in each shop, so a sum names the shops it covers.
      const spend = { S1: 100, S2: 200, S3: 400 } as const;
      for (const key of ['S1', 'S2', 'S3'] as const) {
        await withScope(t.deps.db, { userId: null, shopId: w[key] }, (trx) =>
          trx
            .insertInto('ad_spend')
            .values({ shop_id: w[key], day: '2024-05-01', channel: 'sklik', cost: spend[key], source: 'api' })
            .execute(),
        );
      }
      const agency = async (who: UserKey) => {
        const query = `period=custom&from=2024-05-01&to=2024-05-01&shops=${w.S1},${w.S2},${w.S3}`;
        const response = await t.call('GET', `/api/agency?${query}`, { cookie: users[who].cookie });
        expect(response.status).toBe(200);
        return (await response.json()) as {
          shops: { shop: { id: string } }[];
          totals: { figures: { adSpend: number } }[];
        };
      };
      // S2 is asked for but U5 has no access to it: it is left out silently.
      const u5 = await agency('U5');
      expect(u5.shops.map((row) => row.shop.id).sort()).toEqual([w.S1, w.S3].sort());
      expect(u5.totals.map((total) => total.figures.adSpend)).toEqual([spend.S1 + spend.S3]);
      // U1 asks the same right after: its own scope (S1, S2), not U5's answer.
      const u1 = await agency('U1');
      expect(u1.shops.map((row) => row.shop.id).sort()).toEqual([w.S1, w.S2].sort());
      expect(u1.totals.map((total) => total.figures.adSpend)).toEqual([spend.S1 + spend.S2]);
    });

    it("excludes a shop on the agency user's very next request after its access is revoked", async () => {
      const w = await buildWorld(t.deps.db, users);
      const listU5 = async () =>
        (
          (await (await t.call('GET', '/api/shops', { cookie: users.U5.cookie })).json()) as {
            items: { id: string }[];
          }
        ).items
          .map((shop) => shop.id)
          .filter((id) => id === w.S1 || id === w.S2 || id === w.S3)
          .sort();
      expect(await listU5()).toEqual([w.S1, w.S3].sort());
      const revoke = await t.call('DELETE', `/api/shops/${w.S3}/access/${w.access.U5S3}`, {
        cookie: users.U4.cookie,
      });
      expect(revoke.status).toBe(204);
      expect(await listU5()).toEqual([w.S1]);
      expect((await t.call('GET', `/api/shops/${w.S3}`, { cookie: users.U5.cookie })).status).toBe(404);
    });
  });
}
