import type { LessonCompletion } from '@ziskomer/contracts';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { type AcademyLesson, lessonPath } from './academy-lessons.ts';

/** The course's lessons with what the reader has done: a list on the overview, a nav beside a lesson. */
export function LessonList({
  lessons,
  completions,
  compact = false,
}: {
  lessons: AcademyLesson[];
  completions: LessonCompletion[];
  compact?: boolean;
}) {
  const { t } = useTranslation('academy');
  return (
    <ol
      className={cn(
        compact ? 'space-y-1' : 'divide-y divide-border rounded-2xl border border-border bg-surface',
      )}
    >
      {lessons.map((lesson) => {
        const done = completions.find((c) => c.lesson === lesson.number);
        return (
          <li key={lesson.number}>
            <NavLink
              to={lessonPath(lesson.number)}
              className={({ isActive }) =>
                cn(
                  'flex items-start gap-3 transition',
                  compact ? 'rounded-lg px-2.5 py-2 text-sm' : 'px-5 py-4 hover:bg-surface-2',
                  isActive
                    ? 'bg-accent-soft text-accent'
                    : compact && 'text-muted hover:bg-surface-2 hover:text-fg',
                )
              }
            >
              {done ? (
                <CheckCircle2 className="mt-0.5 h-5 w-5 shrink-0 text-accent" aria-label={t('lesson.done')} />
              ) : (
                <Circle className="mt-0.5 h-5 w-5 shrink-0 text-border" aria-label={t('lesson.notDone')} />
              )}
              <span className="min-w-0 flex-1">
                <span className={cn('block font-medium', !compact && 'text-fg')}>
                  {t('lesson.number', { number: lesson.number })}: {lesson.title}
                </span>
                {!compact && (
                  <span className="mt-1 block text-sm leading-6 text-muted">{lesson.description}</span>
                )}
              </span>
              {!compact && (
                <span className="shrink-0 text-right text-xs text-muted">
                  {done
                    ? t('lesson.score', { score: done.score, total: done.questionCount })
                    : t('lesson.minutes', { count: lesson.readingMinutes })}
                </span>
              )}
            </NavLink>
          </li>
        );
      })}
    </ol>
  );
}
