import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACADEMY_LESSON_META,
  ACADEMY_LESSONS,
  lessonNumberOf,
  lessonPath,
  readLesson,
} from './academy-lessons.ts';

describe('academy content', () => {
  it('has lessons 1 to 7 in Czech and in English', () => {
    for (const language of ['cs', 'en'] as const) {
      const numbers = ACADEMY_LESSONS.filter((l) => l.language === language).map((l) => l.number);
      expect(numbers).toEqual(Array.from({ length: POAS_LESSON_COUNT }, (_, i) => i + 1));
    }
  });

  it('gives every lesson complete front matter and a quiz of 3–4 questions, same answers in both languages', () => {
    for (const lesson of ACADEMY_LESSONS) {
      expect(lesson.title.length, lesson.file).toBeGreaterThan(5);
      expect(lesson.description.length, lesson.file).toBeGreaterThan(30);
      expect(lesson.quiz.length, lesson.file).toBeGreaterThanOrEqual(3);
      expect(lesson.quiz.length, lesson.file).toBeLessThanOrEqual(4);
      for (const q of lesson.quiz) expect(q.explanation.length, q.question).toBeGreaterThan(20);
    }
    for (const cs of ACADEMY_LESSONS.filter((l) => l.language === 'cs')) {
      const en = ACADEMY_LESSONS.find((l) => l.language === 'en' && l.number === cs.number)!;
      expect(en.quiz.map((q) => [q.options.length, q.answer])).toEqual(
        cs.quiz.map((q) => [q.options.length, q.answer]),
      );
    }
  });

  it('refuses a lesson without a quiz or with a broken one', () => {
    const head = '---\nlesson: 1\ntitle: T\ndescription: D\nappPath: /import\n---\n';
    expect(() => readLesson('./lessons/cs/lesson-1.md', `${head}Text`)).toThrow(/exactly one quiz/);
    const twoQuestions = JSON.stringify([
      { question: 'a', options: ['x', 'y'], answer: 0, explanation: 'e' },
      { question: 'b', options: ['x', 'y'], answer: 1, explanation: 'e' },
    ]);
    expect(() =>
      readLesson('./lessons/cs/lesson-1.md', `${head}\`\`\`quiz\n${twoQuestions}\n\`\`\``),
    ).toThrow(/3 or 4/);
    const badAnswer = JSON.stringify(
      [0, 1, 2].map((i) => ({ question: `q${i}`, options: ['x', 'y'], answer: 2, explanation: 'e' })),
    );
    expect(() => readLesson('./lessons/cs/lesson-1.md', `${head}\`\`\`quiz\n${badAnswer}\n\`\`\``)).toThrow(
      /out of range/,
    );
  });

  it('reads the SPEC route segments lesson-1 … lesson-7 and nothing else', () => {
    expect(lessonNumberOf('lesson-1')).toBe(1);
    expect(lessonNumberOf('lesson-7')).toBe(7);
    for (const segment of ['lesson-0', 'lesson-8', 'lesson-01', 'lesson-', '3', 'completion', undefined]) {
      expect(lessonNumberOf(segment)).toBeUndefined();
    }
    expect(lessonPath(3)).toBe('/academy/poas/lesson-3');
    expect(Object.keys(ACADEMY_LESSON_META)).toHaveLength(POAS_LESSON_COUNT);
    expect(ACADEMY_LESSON_META['/academy/poas/lesson-1']?.en.title).toMatch(/POAS/);
  });
});
