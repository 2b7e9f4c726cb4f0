import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSchemaTools,
  drawnString,
  encodeComponent,
  HOSTILE_NUMBERS,
  HOSTILE_PATH_STRINGS,
  HOSTILE_STRINGS,
  listOperations,
  type OpenApiDocument,
  type Operation,
  REPEATED_STRINGS,
  setAt,
} from '../helpers/openapi-fuzz-kit.ts';
import { buildWorld, FIXTURE_ORDER_ID, signUpTenantUsers, type World } from '../helpers/tenant-fixture.ts';
import { createTestApp, TEST_ORIGIN, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

/**
 * Every operation of the OpenAPI document, called as the owner of a real shop (or with its API
 * key) with hostile values in each path parameter, each query parameter and each string or number
 * field of its JSON body: no answer may be a 500. A NUL byte in the URL must be 400
 * `invalid_characters` everywhere. Operations that delete run last, so the others see a whole shop.
 */
const CONCURRENCY = 4;
const MAX_BODY_FIELDS = 12;

describe.each(testEngines)('OpenAPI fuzz on %s', (engine) => {
  let t: TestApp;
  let owner: TestUser;
  let admin: TestUser;
  let w: World;
  let doc: OpenApiDocument;
  let publicKey = 'zk_pub_unknown';

  beforeAll(async () => {
    t = await createTestApp(engine);
    const users = await signUpTenantUsers(t, `fuzz-${engine}`);
    owner = users.U1;
    admin = users.U2;
    w = await buildWorld(t.deps.db, users);
    const keys = await t.call('POST', `/api/shops/${w.S1}/order-tracking/keys`, { cookie: owner.cookie });
    publicKey = ((await keys.json()) as { publicKey?: string }).publicKey ?? publicKey;
    doc = (await (await t.call('GET', '/api/openapi.json')).json()) as OpenApiDocument;
  });
  afterAll(() => t.close());

  const realIds = (): Record<string, string> => ({
    shopId: w.S1,
    projectId: w.P1,
    // The member the member routes change: the admin, never the owner who calls.
    userId: admin.id,
    accessId: w.access.U5S1,
    notificationId: w.notifications.U1!.S1!,
    importId: w.imports.S1,
    scheduleId: w.importSchedules.S1,
    orderId: FIXTURE_ORDER_ID,
    keyId: w.apiKeys.S1.id,
    taskId: w.tasks.S1,
    budgetId: w.budgets.S1.id,
    alertId: w.budgets.S1.alertId,
    publicKey,
  });

  async function send(
    op: Operation,
    pathParams: Record<string, string>,
    query: Record<string, string>,
    body: unknown,
  ) {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeComponent(pathParams[name] ?? 'x'));
    const search = Object.entries(query)
      .map(([key, value]) => `${key}=${encodeComponent(value)}`)
      .join('&');
    const headers: Record<string, string> = { origin: TEST_ORIGIN, 'accept-language': 'cs' };
    if (op.apiKey) headers.authorization = `Bearer ${w.apiKeys.S1.key}`;
    else headers.cookie = owner.cookie;
    let payload: string | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await t.app.request(`${path}${search ? `?${search}` : ''}`, {
      method: op.method,
      headers,
      body: payload,
    });
    // Event streams stay open: their status is all that counts.
    if (response.headers.get('content-type')?.includes('event-stream')) {
      await response.body?.cancel();
      return { status: response.status, text: '' };
    }
    return { status: response.status, text: await response.text() };
  }

  it('answers no hostile path, query or body value with a 500', { timeout: 300_000 }, async () => {
    const tools = createSchemaTools(doc);
    const operations = listOperations(doc).sort(
      (a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'),
    );
    const ids = realIds();
    const seen = new Set<string>();
    let seed = 0;
    /**
     * The values for one parameter or field: all of them the first time a parameter of its name
     * and schema appears, then the few that matter most (the same shopId, period or from is read
     * by one shared code path on dozens of routes, and every run must stay around a minute).
     */
    const valuesFor = (signature: string, full: readonly string[]) => {
      const first = !seen.has(signature);
      seen.add(signature);
      return [...(first ? full : REPEATED_STRINGS), drawnString(++seed)];
    };

    const cases: Case[] = [];
    for (const op of operations) {
      const baseBody = op.jsonBody ? tools.sample(op.jsonBody) : undefined;
      const custom = op.parameters.some((p) => p.in === 'query' && p.name === 'period');
      for (const param of op.parameters) {
        if (param.in === 'path') {
          for (const value of valuesFor(`path ${param.name}`, HOSTILE_PATH_STRINGS))
            cases.push({
              op,
              where: `path ${param.name}`,
              value,
              params: { ...ids, [param.name]: value },
              query: {},
              body: baseBody,
            });
        } else if (param.in === 'query') {
          // A date bound is fuzzed inside a custom period, where reports read it.
          const context: Record<string, string> =
            custom && (param.name === 'from' || param.name === 'to')
              ? { period: 'custom', from: '2024-01-01', to: '2024-12-31' }
              : {};
          for (const value of valuesFor(
            `query ${param.name} ${JSON.stringify(param.schema)}`,
            HOSTILE_STRINGS,
          ))
            cases.push({
              op,
              where: `query ${param.name}`,
              value,
              params: ids,
              query: { ...context, [param.name]: value },
              body: baseBody,
            });
        }
      }
      // Bodies with dozens of alike fields (a column mapping) get their first MAX_BODY_FIELDS.
      for (const leaf of tools.leaves(op.jsonBody).slice(0, MAX_BODY_FIELDS)) {
        const values =
          leaf.kind === 'string'
            ? valuesFor(`body ${op.method} ${op.path} ${leaf.path.join('.')}`, HOSTILE_STRINGS)
            : HOSTILE_NUMBERS;
        for (const value of values)
          cases.push({
            op,
            where: `body ${leaf.path.join('.')}`,
            value,
            params: ids,
            query: {},
            body: setAt(baseBody, leaf.path, value),
          });
      }
    }

    const failures: string[] = [];
    const nulAnswers: string[] = [];
    const started = Date.now();
    // A few at a time: PostgreSQL's pool works in parallel, PGlite queues them; one operation's
    // cases run before the next operation's, so deletions still come last.
    for (const op of operations) {
      const mine = cases.filter((c) => c.op === op);
      for (let i = 0; i < mine.length; i += CONCURRENCY) {
        await Promise.all(
          mine.slice(i, i + CONCURRENCY).map(async (c) => {
            const { status, text } = await send(c.op, c.params, c.query, c.body);
            const line = `${c.op.method} ${c.op.path} ${c.where}=${JSON.stringify(c.value).slice(0, 50)} → ${status} ${text.slice(0, 160)}`;
            if (status >= 500) failures.push(line);
            const nulInUrl =
              typeof c.value === 'string' && c.value.includes('\u0000') && !c.where.startsWith('body');
            if (nulInUrl && (status !== 400 || !text.includes('"invalid_characters"'))) nulAnswers.push(line);
          }),
        );
      }
    }
    console.info(`[fuzz] ${engine}: ${cases.length} requests in ${Date.now() - started} ms`);
    expect(cases.length).toBeGreaterThan(1500);
    expect(failures.sort(), `answers of 500:\n${failures.join('\n')}`).toEqual([]);
    expect(
      nulAnswers.sort(),
      `NUL in the URL not answered 400 invalid_characters:\n${nulAnswers.join('\n')}`,
    ).toEqual([]);
  });
});

interface Case {
  op: Operation;
  where: string;
  value: unknown;
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
