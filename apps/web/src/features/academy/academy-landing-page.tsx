import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import { ArrowRight, Award, BookOpen, GraduationCap, ListChecks } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { ArticleCard } from '../blog/article-card.tsx';
import { listArticles } from '../blog/blog-articles.ts';
import { listLessons } from './academy-lessons.ts';
import { CourseProgressBar } from './course-progress-bar.tsx';
import { useAcademyProgress } from './use-academy-progress.ts';

/** /akademie and /academy (SPEC §2): what the academy teaches, the POAS course, and reading from the blog. */
export default function AcademyLandingPage() {
  const { t } = useTranslation('academy');
  const { language } = useLanguage();
  useDocumentTitle(t('landing.title'));
  const lessons = listLessons(language);
  const { completions } = useAcademyProgress();
  const minutes = lessons.reduce((sum, lesson) => sum + lesson.readingMinutes, 0);
  const next = lessons.find((l) => !completions.some((c) => c.lesson === l.number)) ?? lessons[0];
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 lg:px-8 lg:py-16">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-accent">
          <GraduationCap className="h-4 w-4" aria-hidden />
          {t('landing.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-semibold tracking-tight text-fg sm:text-4xl">
          {t('landing.title')}
        </h1>
        <p className="mt-4 text-base leading-7 text-muted sm:text-lg">{t('landing.lead')}</p>
      </header>

      <section
        aria-labelledby="course-title"
        className="mt-10 grid gap-8 rounded-3xl border border-border bg-surface p-6 shadow-sm sm:p-8 lg:grid-cols-[1.2fr_1fr]"
      >
        <div>
          <p className="text-xs font-semibold uppercase tracking-wider text-muted">
            {t('landing.courseLabel')}
          </p>
          <h2 id="course-title" className="mt-2 text-2xl font-semibold tracking-tight text-fg">
            {t('course.title')}
          </h2>
          <p className="mt-3 text-sm leading-6 text-muted">{t('course.lead')}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-fg/80">
            <li className="inline-flex items-center gap-1.5">
              <BookOpen className="h-4 w-4 text-accent" aria-hidden />
              {t('course.lessonCount', { count: POAS_LESSON_COUNT })}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <ListChecks className="h-4 w-4 text-accent" aria-hidden />
              {t('course.quizzes')}
            </li>
            <li className="inline-flex items-center gap-1.5">
              <Award className="h-4 w-4 text-accent" aria-hidden />
              {t('course.certificate')}
            </li>
          </ul>
          <p className="mt-3 text-sm text-muted">{t('course.duration', { count: minutes })}</p>
          <div className="mt-6 flex flex-wrap gap-3">
            <Button asChild>
              <Link
                to={completions.length > 0 && next ? `/academy/poas/lesson-${next.number}` : '/academy/poas'}
              >
                {completions.length > 0 ? t('course.continue') : t('course.start')}
                <ArrowRight className="h-4 w-4" aria-hidden />
              </Link>
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/academy/poas">{t('course.overview')}</Link>
            </Button>
          </div>
        </div>
        <div className="flex flex-col justify-between gap-6 rounded-2xl bg-surface-2 p-5">
          <CourseProgressBar done={completions.length} total={POAS_LESSON_COUNT} />
          <ol className="space-y-2 text-sm">
            {lessons.map((lesson) => (
              <li key={lesson.number} className="flex gap-2 text-fg/85">
                <span className="w-5 shrink-0 tabular-nums text-muted">{lesson.number}.</span>
                {lesson.title}
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="reading-title" className="mt-16">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="reading-title" className="text-xl font-semibold text-fg">
            {t('landing.readingTitle')}
          </h2>
          <Link to="/blog" className="text-sm font-medium text-accent hover:underline">
            {t('landing.allArticles')}
          </Link>
        </div>
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {listArticles(language)
            .slice(0, 3)
            .map((article) => (
              <ArticleCard key={article.slug} article={article} headingLevel={3} />
            ))}
        </div>
      </section>
    </div>
  );
}
