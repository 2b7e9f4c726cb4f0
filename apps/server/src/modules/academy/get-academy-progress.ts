import type { AcademyProgress } from '@ziskomer/contracts';
import type { UseCaseScope } from '../../core/use-case-scope.ts';
import { selectLessonCompletions } from './queries/select-lesson-completions.ts';

/** The caller's own progress in the POAS course; nobody else's is ever read. */
export async function getAcademyProgress(scope: UseCaseScope): Promise<AcademyProgress> {
  return { course: 'poas', lessons: await selectLessonCompletions(scope.db, scope.user.id, 'poas') };
}
