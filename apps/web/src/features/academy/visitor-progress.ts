import type { LessonCompletion } from '@ziskomer/contracts';

/**
 * A visitor's progress in the POAS course, kept in this browser until they sign in; then it is
 * merged into their account and removed from here (so it never shows for someone else later).
 */
export const VISITOR_PROGRESS_KEY = 'ziskomer.academy.poas';

export function readVisitorProgress(): LessonCompletion[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(VISITOR_PROGRESS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isCompletion) : [];
  } catch {
    return [];
  }
}

export function writeVisitorProgress(completions: LessonCompletion[]): void {
  try {
    if (completions.length === 0) localStorage.removeItem(VISITOR_PROGRESS_KEY);
    else localStorage.setItem(VISITOR_PROGRESS_KEY, JSON.stringify(completions));
  } catch {
    // Without storage (private mode, quota) the progress lasts for this visit only.
  }
}

/**
 * Adds a completion the way the server does: a lesson done again keeps its first date and the
 * better share of correct answers.
 */
export function mergeCompletion(
  list: readonly LessonCompletion[],
  next: LessonCompletion,
): LessonCompletion[] {
  const current = list.find((c) => c.lesson === next.lesson);
  if (!current) return [...list, next].sort((a, b) => a.lesson - b.lesson);
  const better = next.score * current.questionCount > current.score * next.questionCount;
  const merged: LessonCompletion = {
    lesson: next.lesson,
    score: better ? next.score : current.score,
    questionCount: better ? next.questionCount : current.questionCount,
    // ISO times in UTC sort as text: the earlier one is the first completion.
    completedAt: [current.completedAt, next.completedAt].sort()[0]!,
  };
  return list.map((c) => (c.lesson === next.lesson ? merged : c));
}

function isCompletion(value: unknown): value is LessonCompletion {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    Number.isInteger(c.lesson) &&
    Number.isInteger(c.score) &&
    Number.isInteger(c.questionCount) &&
    typeof c.completedAt === 'string' &&
    !Number.isNaN(Date.parse(c.completedAt))
  );
}
