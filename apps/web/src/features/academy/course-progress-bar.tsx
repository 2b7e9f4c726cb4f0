import { useTranslation } from 'react-i18next';

/** How many of the course's lessons are done, as a bar and in words. */
export function CourseProgressBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('academy');
  const percent = Math.round((done / total) * 100);
  return (
    <div>
      <div className="flex items-baseline justify-between text-sm">
        <span className="font-medium text-fg">{t('progress.lessons', { done, total })}</span>
        <span className="tabular-nums text-muted">{percent} %</span>
      </div>
      <div
        className="mt-2 h-2 overflow-hidden rounded-full bg-surface-2"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-label={t('progress.label')}
      >
        <div className="h-full rounded-full bg-accent transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
