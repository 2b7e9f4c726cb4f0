import type { AcademyProgress, RecordCompletions } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { getAcademyProgress } from './get-academy-progress.ts';
import { upsertLessonCompletion } from './queries/upsert-lesson-completion.ts';

/**
 * Records lessons the caller completed. A browser's date is taken for a visitor's progress merged
 * on sign-in, but never later than now (a wrong clock cannot date a lesson in the future).
 */
export async function recordCompletions(
  scope: UseCaseScope,
  input: RecordCompletions,
): Promise<AcademyProgress> {
  const now = scope.deps.now();
  for (const completion of input.completions) {
    const given = completion.completedAt ? new Date(completion.completedAt) : now;
    await upsertLessonCompletion(scope.db, {
      userId: scope.user.id,
      course: 'poas',
      lesson: completion.lesson,
      score: completion.score,
      questionCount: completion.questionCount,
      completedAt: given.getTime() < now.getTime() ? given : now,
      now,
    });
  }
  return getAcademyProgress(scope);
}
