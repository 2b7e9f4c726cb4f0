import { describe, expect, it } from 'vitest';
import { isQuizComplete, parseQuiz, type QuizQuestion, scoreQuiz } from './quiz.ts';
import { summariseCourse } from './summarise-course.ts';
import { mergeCompletion } from './visitor-progress.ts';

const questions: QuizQuestion[] = [
  { question: 'A', options: ['a0', 'a1', 'a2'], answer: 1, explanation: 'because' },
  { question: 'B', options: ['b0', 'b1'], answer: 0, explanation: 'because' },
  { question: 'C', options: ['c0', 'c1', 'c2'], answer: 2, explanation: 'because' },
];

describe('quiz scoring', () => {
  it('counts the right answers and says which were right', () => {
    expect(scoreQuiz(questions, [1, 0, 2])).toEqual({
      correct: 3,
      total: 3,
      perQuestion: [true, true, true],
    });
    expect(scoreQuiz(questions, [0, 0, 1])).toEqual({
      correct: 1,
      total: 3,
      perQuestion: [false, true, false],
    });
    expect(scoreQuiz(questions, [null, null, null]).correct).toBe(0);
  });

  it('lets the quiz be checked only with every question answered', () => {
    expect(isQuizComplete(questions, [1, null, 2])).toBe(false);
    expect(isQuizComplete(questions, [0, 0, 0])).toBe(true);
  });

  it('parses a quiz block and refuses malformed ones', () => {
    expect(parseQuiz(JSON.stringify(questions))).toEqual(questions);
    expect(() => parseQuiz('[]')).toThrow();
    expect(() => parseQuiz(JSON.stringify([...questions, ...questions]))).toThrow(/3 or 4/);
    expect(() =>
      parseQuiz(JSON.stringify([{ ...questions[0], explanation: '' }, ...questions.slice(1)])),
    ).toThrow();
  });
});

describe('course progress', () => {
  const done = (
    lesson: number,
    score: number,
    questionCount = 3,
    completedAt = `2026-11-0${lesson}T10:00:00.000Z`,
  ) => ({
    lesson,
    score,
    questionCount,
    completedAt,
  });

  it('keeps the first date and the better share when a lesson is done again (as the server does)', () => {
    const first = mergeCompletion([], done(2, 1));
    expect(mergeCompletion(first, done(2, 3, 3, '2026-11-09T10:00:00.000Z'))).toEqual([
      { lesson: 2, score: 3, questionCount: 3, completedAt: '2026-11-02T10:00:00.000Z' },
    ]);
    expect(mergeCompletion(first, done(2, 0, 3, '2026-11-09T10:00:00.000Z'))).toEqual(first);
    expect(mergeCompletion(first, done(1, 2)).map((c) => c.lesson)).toEqual([1, 2]);
  });

  it('summarises a finished course for the certificate', () => {
    const all = [1, 2, 3, 4, 5, 6, 7].map((n) => done(n, n === 3 ? 2 : 3));
    expect(summariseCourse(all, 7)).toEqual({
      finished: true,
      lessonsDone: 7,
      missing: [],
      correct: 20,
      questions: 21,
      percent: 95,
      finishedAt: '2026-11-07T10:00:00.000Z',
    });
  });

  it('names the lessons still missing and gives no completion date', () => {
    const summary = summariseCourse([done(1, 3), done(4, 1)], 7);
    expect(summary).toMatchObject({
      finished: false,
      lessonsDone: 2,
      missing: [2, 3, 5, 6, 7],
      finishedAt: null,
    });
  });
});
