import { CheckCircle2, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { notifyError } from '../../lib/notify.ts';
import { isQuizComplete, type QuizQuestion, type QuizResult, scoreQuiz } from './quiz.ts';

/**
 * A lesson's quiz: pick one option per question, then check. Each question then says whether the
 * choice was right and explains the right answer; the result is recorded as the lesson's completion.
 */
export function QuizForm({
  lesson,
  questions,
  onChecked,
}: {
  lesson: number;
  questions: QuizQuestion[];
  onChecked: (result: QuizResult) => Promise<void>;
}) {
  const { t } = useTranslation('academy');
  const [chosen, setChosen] = useState<(number | null)[]>(() => questions.map(() => null));
  const [result, setResult] = useState<QuizResult | null>(null);
  const [saving, setSaving] = useState(false);
  const complete = isQuizComplete(questions, chosen);

  const check = async () => {
    const scored = scoreQuiz(questions, chosen);
    setSaving(true);
    try {
      await onChecked(scored);
      setResult(scored);
    } catch (error) {
      notifyError(error, t('quiz.saveFailed'));
    } finally {
      setSaving(false);
    }
  };
  const retry = () => {
    setChosen(questions.map(() => null));
    setResult(null);
  };

  return (
    <section
      aria-labelledby={`quiz-${lesson}`}
      className="rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-7"
    >
      <h2 id={`quiz-${lesson}`} className="text-xl font-semibold text-fg">
        {t('quiz.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('quiz.lead', { count: questions.length })}</p>
      <ol className="mt-6 space-y-7">
        {questions.map((q, qi) => {
          const right = result?.perQuestion[qi];
          return (
            <li key={q.question}>
              <fieldset>
                <legend className="text-[15px] font-medium leading-6 text-fg">
                  {qi + 1}. {q.question}
                </legend>
                <div className="mt-3 space-y-2">
                  {q.options.map((option, oi) => {
                    const picked = chosen[qi] === oi;
                    const isAnswer = result !== null && oi === q.answer;
                    return (
                      <label
                        key={option}
                        className={cn(
                          'flex cursor-pointer items-start gap-3 rounded-xl border px-4 py-3 text-sm leading-6 transition',
                          result === null &&
                            (picked ? 'border-accent bg-accent-soft' : 'border-border hover:bg-surface-2'),
                          isAnswer && 'border-accent bg-accent-soft',
                          result !== null && picked && !isAnswer && 'border-danger bg-danger-soft',
                          result !== null && !picked && !isAnswer && 'border-border opacity-70',
                          result !== null && 'cursor-default',
                        )}
                      >
                        <input
                          type="radio"
                          name={`q-${lesson}-${qi}`}
                          className="mt-1 accent-[var(--accent)]"
                          checked={picked}
                          disabled={result !== null}
                          onChange={() => setChosen((c) => c.map((v, i) => (i === qi ? oi : v)))}
                        />
                        <span className="text-fg">{option}</span>
                      </label>
                    );
                  })}
                </div>
                {result !== null && (
                  <div
                    className={cn(
                      'mt-3 flex gap-2 rounded-xl px-4 py-3 text-sm leading-6',
                      right ? 'bg-accent-soft text-fg' : 'bg-danger-soft text-fg',
                    )}
                  >
                    {right ? (
                      <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-accent" aria-hidden />
                    ) : (
                      <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-danger" aria-hidden />
                    )}
                    <p>
                      <strong className="font-semibold">{right ? t('quiz.right') : t('quiz.wrong')}</strong>{' '}
                      {q.explanation}
                    </p>
                  </div>
                )}
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div className="mt-7 flex flex-wrap items-center gap-3 border-t border-border pt-5">
        {result === null ? (
          <>
            <Button onClick={check} disabled={!complete} loading={saving}>
              {t('quiz.check')}
            </Button>
            {!complete && <span className="text-sm text-muted">{t('quiz.answerAll')}</span>}
          </>
        ) : (
          <>
            <p className="text-sm font-medium text-fg" role="status">
              {t('quiz.result', { score: result.correct, total: result.total })}
            </p>
            <Button variant="secondary" size="sm" onClick={retry}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t('quiz.retry')}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}
