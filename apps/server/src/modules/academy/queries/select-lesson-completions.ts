import type { LessonCompletion } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** A user's completed lessons of a course, by lesson number. */
export async function selectLessonCompletions(
  db: Kysely<Database>,
  userId: string,
  course: 'poas',
): Promise<LessonCompletion[]> {
  const rows = await db
    .selectFrom('academy_lesson_completions')
    .select(['lesson', 'score', 'question_count', 'completed_at'])
    .where('user_id', '=', userId)
    .where('course', '=', course)
    .orderBy('lesson')
    .execute();
  return rows.map((row) => ({
    lesson: row.lesson,
    score: row.score,
    questionCount: row.question_count,
    completedAt: new Date(row.completed_at).toISOString(),
  }));
}
