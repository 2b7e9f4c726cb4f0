import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import { ArrowLeft, ArrowRight, Award, Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { MarkdownView } from '../../components/markdown/markdown-view.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { TryInAppCard } from '../blog/try-in-app-card.tsx';
import NotFoundPage from '../not-found/not-found-page.tsx';
import {
  type AcademyLesson,
  findLesson,
  lessonNumberOf,
  lessonPath,
  listLessons,
} from './academy-lessons.ts';
import { LessonList } from './lesson-list.tsx';
import { QuizForm } from './quiz-form.tsx';
import { useAcademyProgress } from './use-academy-progress.ts';

/** /academy/poas/lesson-1 … lesson-7 (SPEC §2): the lesson's text, its quiz, and the way on. */
export default function LessonPage() {
  const { lesson: segment } = useParams();
  const { language } = useLanguage();
  const lesson = findLesson(lessonNumberOf(segment), language);
  if (!lesson) return <NotFoundPage />;
  // Keyed by lesson, so moving to the next lesson starts its quiz afresh.
  return <LessonView key={lesson.number} lesson={lesson} />;
}

function LessonView({ lesson }: { lesson: AcademyLesson }) {
  const { t } = useTranslation('academy');
  const { language } = useLanguage();
  useDocumentTitle(`${t('lesson.number', { number: lesson.number })}: ${lesson.title}`);
  const progress = useAcademyProgress();
  const isLast = lesson.number === POAS_LESSON_COUNT;
  const done = progress.completions.some((c) => c.lesson === lesson.number);
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Link
        to="/academy/poas"
        className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('course.title')}
      </Link>
      <div className="mt-6 grid gap-10 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="min-w-0 max-w-3xl">
          <header>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <span className="font-semibold text-accent">
                {t('lesson.of', { number: lesson.number, total: POAS_LESSON_COUNT })}
              </span>
              <span className="inline-flex items-center gap-1">
                <Clock className="h-4 w-4" aria-hidden />
                {t('lesson.minutes', { count: lesson.readingMinutes })}
              </span>
              {done && <span className="text-accent">✓ {t('lesson.done')}</span>}
            </p>
            <h1 className="mt-3 text-3xl font-semibold leading-tight tracking-tight text-fg sm:text-4xl">
              {lesson.title}
            </h1>
            <p className="mt-4 text-lg leading-8 text-muted">{lesson.description}</p>
          </header>
          <div className="mt-8">
            <MarkdownView tree={lesson.tree} />
          </div>
          <div className="mt-12">
            <QuizForm
              lesson={lesson.number}
              questions={lesson.quiz}
              onChecked={(result) => progress.record(lesson.number, result.correct, result.total)}
            />
          </div>
          <nav aria-label={t('lesson.navigation')} className="mt-8 flex flex-wrap justify-between gap-3">
            {lesson.number > 1 ? (
              <Button variant="secondary" asChild>
                <Link to={lessonPath(lesson.number - 1)}>
                  <ArrowLeft className="h-4 w-4" aria-hidden />
                  {t('lesson.previous')}
                </Link>
              </Button>
            ) : (
              <span />
            )}
            {isLast ? (
              <Button asChild>
                <Link to="/academy/poas/completion">
                  <Award className="h-4 w-4" aria-hidden />
                  {t('course.toCertificate')}
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={lessonPath(lesson.number + 1)}>
                  {t('lesson.next')}
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
            )}
          </nav>
          <div className="mt-12">
            <TryInAppCard appPath={lesson.appPath} title={t('lesson.ctaTitle')} text={t('lesson.ctaText')} />
          </div>
        </div>
        <aside className="hidden lg:block">
          <div className="sticky top-24 rounded-xl border border-border bg-surface p-3">
            <p className="px-2.5 pb-2 pt-1 text-xs font-semibold uppercase tracking-wider text-muted">
              {t('lesson.courseNav')}
            </p>
            <LessonList lessons={listLessons(language)} completions={progress.completions} compact />
          </div>
        </aside>
      </div>
    </div>
  );
}
