import type { AcademyProgress } from '@ziskomer/contracts';
import { withScope } from '@ziskomer/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../helpers/test-app.ts';
import { testEngines } from '../helpers/test-db.ts';

const PROGRESS = '/api/me/academy/poas';
const COMPLETIONS = '/api/me/academy/poas/completions';

describe.each(testEngines)('academy progress (/api/me/academy) on %s', (engine) => {
  let t: TestApp;
  let jana: TestUser;
  let petr: TestUser;

  beforeAll(async () => {
    t = await createTestApp(engine);
    jana = await t.signUp('jana.academy@example.cz', 'Jana Nováková');
    petr = await t.signUp('petr.academy@example.cz', 'Petr Svoboda');
  });
  afterAll(() => t.close());

  const progressOf = async (user: TestUser) => {
    const response = await t.call('GET', PROGRESS, { cookie: user.cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as AcademyProgress;
  };
  const record = (user: TestUser, completions: unknown) =>
    t.call('POST', COMPLETIONS, { cookie: user.cookie, body: { completions } });

  it('answers 401 to a visitor, whose progress stays in the browser', async () => {
    expect((await t.call('GET', PROGRESS)).status).toBe(401);
    expect(
      (
        await t.call('POST', COMPLETIONS, {
          body: { completions: [{ lesson: 1, score: 1, questionCount: 4 }] },
        })
      ).status,
    ).toBe(401);
  });

  it('starts empty', async () => {
    expect(await progressOf(jana)).toEqual({ course: 'poas', lessons: [] });
  });

  it('records a completed lesson with its score and shows it only to its user', async () => {
    const response = await record(jana, [{ lesson: 2, score: 3, questionCount: 4 }]);
    expect(response.status).toBe(200);
    const progress = (await response.json()) as AcademyProgress;
    expect(progress.lessons).toEqual([
      { lesson: 2, score: 3, questionCount: 4, completedAt: expect.any(String) },
    ]);
    expect(await progressOf(jana)).toEqual(progress);
    // Another user never sees it, through the API or by reading the table in their own scope.
    expect((await progressOf(petr)).lessons).toEqual([]);
    const seenByPetr = await withScope(t.deps.db, { userId: petr.id }, (db) =>
      db.selectFrom('academy_lesson_completions').selectAll().execute(),
    );
    expect(seenByPetr).toEqual([]);
  });

  it('keeps the first completion date and the best score when a lesson is done again', async () => {
    const first = (await progressOf(jana)).lessons[0]!;
    await record(jana, [{ lesson: 2, score: 1, questionCount: 4 }]);
    expect((await progressOf(jana)).lessons[0]).toEqual(first);
    await record(jana, [{ lesson: 2, score: 4, questionCount: 4 }]);
    expect((await progressOf(jana)).lessons[0]).toEqual({ ...first, score: 4 });
  });

  it("merges a visitor's progress from the browser, dates not later than now", async () => {
    const response = await record(petr, [
      { lesson: 1, score: 4, questionCount: 4, completedAt: '2026-01-05T10:00:00+01:00' },
      { lesson: 3, score: 2, questionCount: 3, completedAt: '2999-01-01T00:00:00Z' },
    ]);
    expect(response.status).toBe(200);
    const { lessons } = (await response.json()) as AcademyProgress;
    expect(lessons.map((l) => [l.lesson, l.score, l.questionCount])).toEqual([
      [1, 4, 4],
      [3, 2, 3],
    ]);
    expect(lessons[0]!.completedAt).toBe('2026-01-05T09:00:00.000Z');
    expect(new Date(lessons[1]!.completedAt).getTime()).toBeLessThanOrEqual(Date.now());
    // Petr's merge did not touch Jana's lessons.
    expect((await progressOf(jana)).lessons.map((l) => l.lesson)).toEqual([2]);
  });

  it.each([
    ['a lesson outside 1–7', [{ lesson: 8, score: 1, questionCount: 4 }], 'academy_lesson_invalid'],
    ['lesson 0', [{ lesson: 0, score: 1, questionCount: 4 }], 'academy_lesson_invalid'],
    ['a fractional lesson', [{ lesson: 1.5, score: 1, questionCount: 4 }], 'academy_lesson_invalid'],
    ['a lesson as text', [{ lesson: 'x', score: 1, questionCount: 4 }], 'academy_lesson_invalid'],
    [
      'more correct answers than questions',
      [{ lesson: 1, score: 5, questionCount: 4 }],
      'academy_score_invalid',
    ],
    ['a negative score', [{ lesson: 1, score: -1, questionCount: 4 }], 'academy_score_invalid'],
    ['eleven questions', [{ lesson: 1, score: 1, questionCount: 11 }], 'academy_score_invalid'],
    ['no lessons', [], 'validation_failed'],
    [
      'a date that is no date',
      [{ lesson: 1, score: 1, questionCount: 4, completedAt: 'zítra' }],
      'validation_failed',
    ],
  ])('refuses %s with a coded 422 and stores nothing', async (_name, completions, code) => {
    const before = await progressOf(petr);
    const response = await t.call('POST', COMPLETIONS, {
      cookie: petr.cookie,
      body: { completions },
      headers: { 'accept-language': 'cs' },
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe(code);
    expect(body.error.message.length).toBeGreaterThan(10);
    expect(await progressOf(petr)).toEqual(before);
  });

  it('refuses a body that is not an object with a coded 4xx, never a 500', async () => {
    for (const body of [
      null,
      'lekce',
      { completions: 'vše' },
      { completions: Array(8).fill({ lesson: 1, score: 1, questionCount: 1 }) },
    ]) {
      const response = await t.call('POST', COMPLETIONS, { cookie: petr.cookie, body });
      expect([400, 422]).toContain(response.status);
      expect(((await response.json()) as { error: { code: string } }).error.code).toMatch(/^[a-z_]+$/);
    }
  });
});
