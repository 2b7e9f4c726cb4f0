import type { AnomalyAlertList, DigestDeliveryList, NotificationList } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { addDays } from '@ziskomer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../src/jobs/enqueue-job.ts';
import { anomalyAlertsJob } from '../../../src/modules/digests/index.ts';
import type { TestApp, TestUser } from '../../helpers/test-app.ts';
import { createTestApp } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createShop, shareShop } from '../imports-test-kit.ts';
import { createApiKey, getJson, postOrders } from './digest-test-kit.ts';

/*
 * Monday 23 November 2026, 06:30 in Prague: the check judges Sunday 22 November against the six
 * Sundays before it (15 November back to 11 October).
 */
const DAY = '2026-11-22';
const SUNDAYS = [1, 2, 3, 4, 5, 6].map((weeks) => addDays(DAY, -7 * weeks));

function ordersOn(prefix: string, day: string, count: number) {
  return Array.from({ length: count }, (_, index) => ({
    orderId: `${prefix}-${day}-${index}`,
    orderDate: `${day}T12:00:00+01:00`,
    revenue: 1000,
    margin: 300,
  }));
}

describe.each(testEngines)('anomaly alerts on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let viewer: TestUser;
  let bigShop: string;
  let smallShop: string;
  const clock = new Date('2026-11-23T05:30:00Z');

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`anomaly-owner-${engine}@example.cz`, 'Eva Majitelová');
    viewer = await t.signUp(`anomaly-viewer-${engine}@example.cz`, 'Věra Čtenářová');
    bigShop = await createShop(t, owner, 'Velký obchod');
    smallShop = await createShop(t, owner, 'Malý obchod');
    await shareShop(t, owner, bigShop, viewer.email, 'viewer');
    // The viewer does not want e-mail notifications: only the in-app one.
    const off = await t.call('PUT', '/api/me/notification-settings', {
      cookie: viewer.cookie,
      body: { email: false },
    });
    expect(off.status, await off.clone().text()).toBe(200);
    const bigKey = await createApiKey(t, owner, bigShop);
    const smallKey = await createApiKey(t, owner, smallShop);
    // 28–33 orders every Sunday, then only 6 on the day judged: a seeded break.
    await postOrders(t, bigKey, [
      ...SUNDAYS.flatMap((day, index) => ordersOn('B', day, [30, 28, 33, 31, 29, 30][index]!)),
      ...ordersOn('B', DAY, 6),
    ]);
    // Four orders a Sunday, then none: a big relative fall, but noise at this volume.
    await postOrders(
      t,
      smallKey,
      SUNDAYS.flatMap((day) => ordersOn('S', day, 4)),
    );
  });
  afterAll(() => t.close());

  const runCheck = async (shopId: string) => {
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      enqueueJob(trx, anomalyAlertsJob, { shopId }),
    );
    await t.settle();
  };
  const alertsOf = (shopId: string) =>
    getJson<AnomalyAlertList>(t, owner, `/api/shops/${shopId}/anomaly-alerts`);
  const anomalyNotifications = async (user: TestUser, shopId: string) =>
    (await getJson<NotificationList>(t, user, `/api/shops/${shopId}/notifications`)).items.filter(
      (item) => item.eventType === 'anomaly_alert',
    );

  it('raises the seeded break once per metric and day, as notifications and one e-mail', async () => {
    await runCheck(bigShop);
    const alerts = await alertsOf(bigShop);
    expect(alerts.items.map((alert) => [alert.metric, alert.direction, alert.day]).sort()).toEqual([
      ['margin', 'down', DAY],
      ['orders', 'down', DAY],
      ['revenue', 'down', DAY],
    ]);
    expect(alerts.items.find((alert) => alert.metric === 'orders')).toMatchObject({
      value: 6,
      baseline: 30,
      reportPath: `/analytics/orders?period=custom&from=${DAY}&to=${DAY}&shop=${bigShop}`,
    });
    expect(alerts.openCount).toBe(3);

    const titles = (await anomalyNotifications(owner, bigShop))
      .map((item) => item.title.replace(/\u00a0/g, ' '))
      .sort();
    expect(titles).toEqual([
      'Hrubá marže 22. listopadu 2026 neobvykle nízká: 1 800 Kč',
      'Neobvykle málo objednávek 22. listopadu 2026: 6',
      'Tržby 22. listopadu 2026 neobvykle nízké: 6 000 Kč',
    ]);
    expect(await anomalyNotifications(viewer, bigShop)).toHaveLength(3);
    const mails = t.emails.filter((email) => email.subject.startsWith('Upozornění Velký obchod'));
    expect(mails.map((email) => email.to)).toEqual([owner.email]);
    expect(mails[0]!.text).toContain(`/analytics/orders?period=custom&from=${DAY}&to=${DAY}&shop=${bigShop}`);

    // The check running again (a retry, a second server) raises and sends nothing new.
    await runCheck(bigShop);
    expect((await alertsOf(bigShop)).items).toHaveLength(3);
    expect(await anomalyNotifications(owner, bigShop)).toHaveLength(3);
    expect(t.emails.filter((email) => email.subject.startsWith('Upozornění Velký obchod'))).toHaveLength(1);
    const log = await getJson<DigestDeliveryList>(t, owner, `/api/shops/${bigShop}/digests/deliveries`);
    expect(log.items).toMatchObject([{ kind: 'alert', periodKey: `day:${DAY}`, status: 'sent' }]);
  });

  it('stays quiet for a shop below the minimum volume', async () => {
    await runCheck(smallShop);
    expect((await alertsOf(smallShop)).items).toEqual([]);
    expect(await anomalyNotifications(owner, smallShop)).toEqual([]);
  });

  it('lets an admin resolve an alert, and nobody else see it', async () => {
    const [first] = (await alertsOf(bigShop)).items;
    const path = `/api/shops/${bigShop}/anomaly-alerts/${first!.id}/resolve`;
    expect((await t.call('POST', path, { cookie: viewer.cookie })).status).toBe(403);
    const resolved = await t.call('POST', path, { cookie: owner.cookie });
    expect(resolved.status).toBe(200);
    expect((await alertsOf(bigShop)).openCount).toBe(2);
    expect(
      (
        await t.call('POST', `/api/shops/${smallShop}/anomaly-alerts/${first!.id}/resolve`, {
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
  });

  it('does nothing for a shop that turned the alerts off', async () => {
    const off = await t.call('PUT', `/api/shops/${smallShop}/digests/settings`, {
      cookie: owner.cookie,
      body: { frequency: 'off', anomalyAlerts: false },
    });
    expect(off.status).toBe(200);
    const schedules = await withScope(t.deps.db, { userId: null, shopId: smallShop }, (trx) =>
      trx.selectFrom('job_schedules').select(['kind', 'paused']).where('shop_id', '=', smallShop).execute(),
    );
    expect(schedules).toEqual([{ kind: 'anomaly-alerts', paused: true }]);
  });
});
