import { POAS_LESSON_COUNT } from '@ziskomer/contracts';
import { ArrowLeft, Award, Printer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useSession } from '../auth/use-session.ts';
import { lessonPath, listLessons } from './academy-lessons.ts';
import { CourseProgressBar } from './course-progress-bar.tsx';
import { summariseCourse } from './summarise-course.ts';
import { useAcademyProgress } from './use-academy-progress.ts';
import './certificate.css';

/**
 * /academy/poas/completion (SPEC §2): once every lesson is done, a printable certificate-like
 * summary (name, date, lessons, score); before that, which lessons are left.
 */
export default function CompletionPage() {
  const { t } = useTranslation('academy');
  const { language } = useLanguage();
  useDocumentTitle(t('completion.title'));
  const { user } = useSession();
  const { completions, isLoading } = useAcademyProgress();
  const [typedName, setTypedName] = useState('');
  const lessons = listLessons(language);
  const summary = summariseCourse(completions, POAS_LESSON_COUNT);
  const name = user?.fullName || typedName.trim();

  if (isLoading) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-14">
        <Skeleton className="h-96 w-full rounded-3xl" />
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 lg:py-14">
      <Link
        to="/academy/poas"
        className="inline-flex items-center gap-1.5 text-sm text-muted hover:text-accent print:hidden"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden />
        {t('course.title')}
      </Link>
      {!summary.finished ? (
        <section className="mt-6 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('completion.notYetTitle')}</h1>
          <p className="mt-2 text-sm leading-6 text-muted">{t('completion.notYetText')}</p>
          <div className="mt-6">
            <CourseProgressBar done={summary.lessonsDone} total={POAS_LESSON_COUNT} />
          </div>
          <ul className="mt-6 space-y-2">
            {lessons
              .filter((l) => summary.missing.includes(l.number))
              .map((l) => (
                <li key={l.number}>
                  <Link to={lessonPath(l.number)} className="text-sm font-medium text-accent hover:underline">
                    {t('lesson.number', { number: l.number })}: {l.title}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ) : (
        <>
          {!user && (
            <div className="mt-6 print:hidden">
              <label htmlFor="certificate-name" className="text-sm font-medium text-fg">
                {t('completion.nameLabel')}
              </label>
              <input
                id="certificate-name"
                value={typedName}
                onChange={(event) => setTypedName(event.target.value)}
                maxLength={80}
                placeholder={t('completion.namePlaceholder')}
                className="mt-1.5 h-10 w-full rounded-lg border border-border bg-surface px-3 text-sm text-fg focus:outline-none focus:ring-2 focus:ring-ring sm:max-w-sm"
              />
              <p className="mt-1 text-xs text-muted">{t('completion.nameHint')}</p>
            </div>
          )}
          <section
            aria-labelledby="certificate-title"
            className="zk-certificate mt-6 overflow-hidden rounded-3xl border-2 border-accent/40 bg-surface p-8 text-center shadow-sm sm:p-12"
          >
            <span className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-accent-soft text-accent">
              <Award className="h-8 w-8" aria-hidden />
            </span>
            <p className="mt-5 text-xs font-semibold uppercase tracking-[0.2em] text-muted">
              {t('completion.eyebrow')}
            </p>
            <h1
              id="certificate-title"
              className="mt-3 text-2xl font-semibold tracking-tight text-fg sm:text-3xl"
            >
              {t('completion.title')}
            </h1>
            <p className="mt-6 text-sm text-muted">{t('completion.awardedTo')}</p>
            <p className="mt-1 text-2xl font-semibold text-fg sm:text-3xl">{name || '—'}</p>
            <p className="mx-auto mt-4 max-w-md text-sm leading-6 text-muted">{t('completion.statement')}</p>
            <dl className="mx-auto mt-8 grid max-w-lg grid-cols-3 gap-3 text-center">
              <div className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{t('completion.lessons')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-fg">
                  {summary.lessonsDone}/{POAS_LESSON_COUNT}
                </dd>
              </div>
              <div className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{t('completion.score')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-fg">
                  {summary.correct}/{summary.questions} ({summary.percent} %)
                </dd>
              </div>
              <div className="rounded-xl bg-surface-2 px-2 py-3">
                <dt className="text-xs text-muted">{t('completion.date')}</dt>
                <dd className="mt-1 text-lg font-semibold tabular-nums text-fg">
                  {summary.finishedAt
                    ? new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'cs-CZ').format(
                        new Date(summary.finishedAt),
                      )
                    : '—'}
                </dd>
              </div>
            </dl>
            <p className="mt-8 text-xs text-muted">{t('completion.issuer')}</p>
          </section>
          <div className="mt-6 flex flex-wrap justify-center gap-3 print:hidden">
            <Button onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden />
              {t('completion.print')}
            </Button>
            <Button variant="secondary" asChild>
              <Link to="/analytics/marketing">{t('completion.toApp')}</Link>
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
