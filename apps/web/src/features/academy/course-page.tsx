import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import { ArrowLeft, ArrowRight, Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { lessonPath, listLessons } from './academy-lessons.ts';
import { CourseProgressBar } from './course-progress-bar.tsx';
import { LessonList } from './lesson-list.tsx';
import { useAcademyProgress } from './use-academy-progress.ts';

/** /academy/poas (SPEC §2): the course's seven lessons, what is done, and where to go on. */
export default function CoursePage() {
  const { t } = useTranslation('academy');
  const { language } = useLanguage();
  useDocumentTitle(t('course.title'));
  const lessons = listLessons(language);
  const { completions, isLoading } = useAcademyProgress();
  const next = lessons.find((l) => !completions.some((c) => c.lesson === l.number));
  const finished = completions.length >= POAS_LESSON_COUNT;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8 lg:py-14">
      <Link to="/akademie" className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent">
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('landing.title')}
      </Link>
      <header className="mt-6">
        <h1 className="text-3xl font-semibold tracking-tight text-fg sm:text-4xl">{t('course.title')}</h1>
        <p className="mt-4 text-base leading-7 text-muted sm:text-lg">{t('course.lead')}</p>
      </header>
      <div className="mt-8 rounded-2xl border border-border bg-surface p-5 shadow-sm">
        {isLoading ? (
          <Skeleton className="h-10 w-full" />
        ) : (
          <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
            <div className="flex-1">
              <CourseProgressBar done={completions.length} total={POAS_LESSON_COUNT} />
            </div>
            {finished ? (
              <Button asChild>
                <Link to="/academy/poas/completion">
                  <Award className="h-4 w-4" aria-hidden />
                  {t('course.toCertificate')}
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to={lessonPath(next?.number ?? 1)}>
                  {completions.length > 0
                    ? t('course.continueWith', { number: next?.number ?? 1 })
                    : t('course.start')}
                  <ArrowRight className="h-4 w-4" aria-hidden />
                </Link>
              </Button>
            )}
          </div>
        )}
        <p className="mt-3 text-xs text-muted">{t('course.howProgress')}</p>
      </div>
      <div className="mt-8">
        <LessonList lessons={lessons} completions={completions} />
      </div>
    </div>
  );
}
