import type { DigestDeliveryList } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { addDays } from '@ziskomer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../src/jobs/enqueue-job.ts';
import { anomalyAlertsJob, emailDigestJob } from '../../../src/modules/digests/index.ts';
import { readLatestJob, runDyingJob } from '../../helpers/run-dying-job.ts';
import { createTestApp, type TestApp, type TestUser } from '../../helpers/test-app.ts';
import { testEngines } from '../../helpers/test-db.ts';
import { createShop } from '../imports-test-kit.ts';
import { createApiKey, getJson, postOrders } from './digest-test-kit.ts';

/*
 * The process dies at the worst moment of each e-mail job: after the mail server accepted the
 * message and before the delivery was recorded (the last statement of the job). A second runner
 * takes the job over once its lease lapses. The e-mail must not go out again (at most once,
 * docs/ARCHITECTURE.md "E-mail digests and alerts"): the delivery ends 'unknown', the job done.
 * Each run is measured first on a twin shop set up the same way, so the crash hits that statement.
 */
describe.each(testEngines)('a crash between sending and recording a digest e-mail on %s', (engine) => {
  const LEASE_MS = 600;
  const clock = new Date('2026-11-23T05:30:00Z');
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine, { now: () => clock });
    owner = await t.signUp(`digest-crash-${engine}@example.cz`, 'Pádová Zkouška');
  }, 60_000);
  afterAll(() => t.close());

  /** A shop with a weekly digest to one outside address and, for the alerts, a seeded break. */
  async function digestShop(name: string, recipient: string, withBreak = false): Promise<string> {
    const shopId = await createShop(t, owner, name);
    const key = await createApiKey(t, owner, shopId);
    const day = '2026-11-22';
    const orders = (count: number, on: string) =>
      Array.from({ length: count }, (_, index) => ({
        orderId: `${on}-${index}`,
        orderDate: `${on}T12:00:00+01:00`,
        revenue: 1000,
        margin: 300,
      }));
    await postOrders(t, key, [
      ...orders(3, '2026-11-18'),
      ...(withBreak
        ? [...[1, 2, 3, 4, 5, 6].flatMap((weeks) => orders(30, addDays(day, -7 * weeks))), ...orders(5, day)]
        : []),
    ]);
    const saved = await t.call('PUT', `/api/shops/${shopId}/digests/settings`, {
      cookie: owner.cookie,
      body: { frequency: 'weekly', anomalyAlerts: true },
    });
    expect(saved.status).toBe(200);
    const added = await t.call('POST', `/api/shops/${shopId}/digests/recipients`, {
      cookie: owner.cookie,
      body: { email: recipient, language: 'cs' },
    });
    expect(added.status).toBe(201);
    return shopId;
  }

  const runDying = (kind: string, at: number) => runDyingJob(t, kind, at, LEASE_MS);
  const takeOver = async () => {
    await new Promise((resolve) => setTimeout(resolve, LEASE_MS + 300));
    await t.settle();
  };
  const jobOf = (shopId: string, kind: string) => readLatestJob(t, shopId, kind);
  const mailsTo = (address: string) => t.emails.filter((email) => email.to === address);
  const deliveries = (shopId: string) =>
    getJson<DigestDeliveryList>(t, owner, `/api/shops/${shopId}/digests/deliveries`);

  it('does not send the weekly digest again after the worker died before recording it', async () => {
    const twin = await digestShop('Dvojče přehledu', 'dvojce@firma.cz');
    await withScope(t.deps.db, { userId: null, shopId: twin }, (trx) =>
      enqueueJob(trx, emailDigestJob, { shopId: twin }),
    );
    const clean = await runDying('email-digest', 0);
    expect(mailsTo('dvojce@firma.cz')).toHaveLength(1);

    const shopId = await digestShop('Spadlý přehled', 'padly@firma.cz');
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      enqueueJob(trx, emailDigestJob, { shopId }),
    );
    const dying = await runDying('email-digest', clean.statements);
    expect(dying.died).toBe(true);
    expect(mailsTo('padly@firma.cz')).toHaveLength(1);
    expect(await jobOf(shopId, 'email-digest')).toEqual({ status: 'running', attempts: 1 });
    expect((await deliveries(shopId)).items).toMatchObject([{ status: 'sending' }]);

    await takeOver();
    expect(await jobOf(shopId, 'email-digest')).toEqual({ status: 'done', attempts: 2 });
    expect(mailsTo('padly@firma.cz')).toHaveLength(1);
    expect((await deliveries(shopId)).items).toMatchObject([{ status: 'unknown', error: 'interrupted' }]);
  }, 60_000);

  it('does not send a preview again after the worker died before recording it', async () => {
    const preview = (shopId: string) =>
      t.call('POST', `/api/shops/${shopId}/digests/preview-email`, {
        cookie: owner.cookie,
        body: { period: 'week', language: 'cs' },
      });
    const previews = () => t.emails.filter((email) => email.subject.startsWith('[Náhled]'));
    const twin = await digestShop('Dvojče náhledu', 'dvojce-nahled@firma.cz');
    expect((await preview(twin)).status).toBe(202);
    const clean = await runDying('digest-preview', 0);
    expect(previews()).toHaveLength(1);

    const shopId = await digestShop('Spadlý náhled', 'nahled@firma.cz');
    expect((await preview(shopId)).status).toBe(202);
    expect((await runDying('digest-preview', clean.statements)).died).toBe(true);
    expect(previews()).toHaveLength(2);
    await takeOver();
    expect(await jobOf(shopId, 'digest-preview')).toEqual({ status: 'done', attempts: 2 });
    expect(previews()).toHaveLength(2);
    expect((await deliveries(shopId)).items).toMatchObject([{ kind: 'preview', status: 'unknown' }]);
  }, 60_000);

  it('raises the alerts once and does not e-mail them again after the worker died before recording it', async () => {
    const alertMails = (shop: string) =>
      t.emails.filter((email) => email.subject.startsWith(`Upozornění ${shop}`));
    const twin = await digestShop('Dvojče výkyvu', 'x@firma.cz', true);
    await withScope(t.deps.db, { userId: null, shopId: twin }, (trx) =>
      enqueueJob(trx, anomalyAlertsJob, { shopId: twin }),
    );
    const clean = await runDying('anomaly-alerts', 0);
    expect(alertMails('Dvojče výkyvu')).toHaveLength(1);

    const shopId = await digestShop('Spadlý výkyv', 'y@firma.cz', true);
    await withScope(t.deps.db, { userId: null, shopId }, (trx) =>
      enqueueJob(trx, anomalyAlertsJob, { shopId }),
    );
    expect((await runDying('anomaly-alerts', clean.statements)).died).toBe(true);
    expect(alertMails('Spadlý výkyv')).toHaveLength(1);
    await takeOver();
    expect(await jobOf(shopId, 'anomaly-alerts')).toEqual({ status: 'done', attempts: 2 });
    expect(alertMails('Spadlý výkyv')).toHaveLength(1);
    const alerts = await getJson<{ items: unknown[] }>(t, owner, `/api/shops/${shopId}/anomaly-alerts`);
    expect(alerts.items).toHaveLength(3);
    const notifications = await getJson<{ items: { eventType: string }[] }>(
      t,
      owner,
      `/api/shops/${shopId}/notifications`,
    );
    expect(notifications.items.filter((item) => item.eventType === 'anomaly_alert')).toHaveLength(3);
    expect((await deliveries(shopId)).items).toMatchObject([{ kind: 'alert', status: 'unknown' }]);
  }, 60_000);
});
