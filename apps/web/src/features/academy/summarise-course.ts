import type { LessonCompletion } from '@ziskomer/contracts';

export interface CourseSummary {
  finished: boolean;
  lessonsDone: number;
  /** Lesson numbers not completed yet. */
  missing: number[];
  correct: number;
  questions: number;
  /** Share of correct answers over every quiz, whole per cent. */
  percent: number;
  /** When the last of the lessons was first completed: the course's completion date. */
  finishedAt: string | null;
}

/** The certificate's figures from the completed lessons (best score of each). */
export function summariseCourse(
  completions: readonly LessonCompletion[],
  lessonCount: number,
): CourseSummary {
  const inCourse = completions.filter((c) => c.lesson >= 1 && c.lesson <= lessonCount);
  const done = new Set(inCourse.map((c) => c.lesson));
  const missing = Array.from({ length: lessonCount }, (_, i) => i + 1).filter((n) => !done.has(n));
  const correct = inCourse.reduce((sum, c) => sum + c.score, 0);
  const questions = inCourse.reduce((sum, c) => sum + c.questionCount, 0);
  const finished = missing.length === 0;
  return {
    finished,
    lessonsDone: done.size,
    missing,
    correct,
    questions,
    percent: questions === 0 ? 0 : Math.round((correct / questions) * 100),
    finishedAt: finished
      ? inCourse
          .map((c) => c.completedAt)
          .sort()
          .at(-1)!
      : null,
  };
}
