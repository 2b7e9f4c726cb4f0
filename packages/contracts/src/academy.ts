import { z } from 'zod';

/** The academy's courses; each has its lessons numbered from 1 (SPEC §2: POAS, 7 lessons). */
export const ACADEMY_COURSES = { poas: { lessonCount: 7 } } as const;
export type AcademyCourse = keyof typeof ACADEMY_COURSES;
export const POAS_LESSON_COUNT = ACADEMY_COURSES.poas.lessonCount;
/** A lesson's quiz has a handful of questions; the cap keeps a stored score meaningful. */
export const MAX_QUIZ_QUESTIONS = 10;

export const lessonCompletionSchema = z
  .object({
    lesson: z.number().int().min(1).max(POAS_LESSON_COUNT),
    score: z.number().int().min(0),
    questionCount: z.number().int().min(1).max(MAX_QUIZ_QUESTIONS),
    completedAt: z.string().meta({ description: 'ISO 8601 time of the first completion' }),
  })
  .meta({ id: 'LessonCompletion' });
export type LessonCompletion = z.infer<typeof lessonCompletionSchema>;

export const academyProgressSchema = z
  .object({
    course: z.literal('poas'),
    lessons: z.array(lessonCompletionSchema),
  })
  .meta({ id: 'AcademyProgress' });
export type AcademyProgress = z.infer<typeof academyProgressSchema>;

const completionInputSchema = z
  .object({
    lesson: z
      .number({ error: 'academy_lesson_invalid' })
      .int({ error: 'academy_lesson_invalid' })
      .min(1, {
        error: 'academy_lesson_invalid',
      })
      .max(POAS_LESSON_COUNT, { error: 'academy_lesson_invalid' }),
    score: z.number({ error: 'academy_score_invalid' }).int({ error: 'academy_score_invalid' }).min(0, {
      error: 'academy_score_invalid',
    }),
    questionCount: z
      .number({ error: 'academy_score_invalid' })
      .int({ error: 'academy_score_invalid' })
      .min(1, { error: 'academy_score_invalid' })
      .max(MAX_QUIZ_QUESTIONS, { error: 'academy_score_invalid' }),
    /** When the lesson was completed in the browser (a visitor's progress merged on sign-in). */
    completedAt: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((input) => input.score <= input.questionCount, { error: 'academy_score_invalid', path: ['score'] });

/**
 * Lessons to record as completed: one after a quiz, or up to all of them when a visitor's
 * progress kept in the browser is merged into the account on sign-in.
 */
export const recordCompletionsSchema = z
  .object({ completions: z.array(completionInputSchema).min(1).max(POAS_LESSON_COUNT) })
  .meta({ id: 'RecordLessonCompletions' });
export type RecordCompletions = z.infer<typeof recordCompletionsSchema>;
