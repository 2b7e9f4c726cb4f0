import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

export interface CompletionRow {
  userId: string;
  course: 'poas';
  lesson: number;
  score: number;
  questionCount: number;
  completedAt: Date;
  now: Date;
}

/**
 * Records a completed lesson. Done again, the lesson keeps the date it was first completed and
 * the better of the two results (by share of correct answers), so retaking a quiz never lowers
 * what the certificate shows.
 */
export async function upsertLessonCompletion(db: Kysely<Database>, row: CompletionRow): Promise<void> {
  await db
    .insertInto('academy_lesson_completions')
    .values({
      user_id: row.userId,
      course: row.course,
      lesson: row.lesson,
      score: row.score,
      question_count: row.questionCount,
      completed_at: row.completedAt,
      updated_at: row.now,
    })
    .onConflict((oc) =>
      oc.columns(['user_id', 'course', 'lesson']).doUpdateSet({
        completed_at: sql`least(academy_lesson_completions.completed_at, excluded.completed_at)`,
        score: sql`CASE WHEN excluded.score * academy_lesson_completions.question_count
          > academy_lesson_completions.score * excluded.question_count
          THEN excluded.score ELSE academy_lesson_completions.score END`,
        question_count: sql`CASE WHEN excluded.score * academy_lesson_completions.question_count
          > academy_lesson_completions.score * excluded.question_count
          THEN excluded.question_count ELSE academy_lesson_completions.question_count END`,
        updated_at: row.now,
      }),
    )
    .execute();
}
