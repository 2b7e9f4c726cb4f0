import type { Import } from '@ziskomer/contracts';
import {
  CheckCircle2,
  CircleSlash,
  Download,
  FilePlus2,
  ListOrdered,
  Megaphone,
  RotateCcw,
  SlidersHorizontal,
  XCircle,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { formatDateTime, formatNumber } from '../../lib/format.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { getResultHeadline } from './import-result.ts';
import { importsApi } from './imports-api.ts';
import { useImportErrors } from './use-import.ts';

export interface ResultStepProps {
  shopId: string;
  item: Import;
  /** Upload the same file again with other options (only while the browser still has the file). */
  onRetryWithFile: (() => void) | null;
  onStartOver: () => void;
  timeZone: string;
}

const TILES = [
  { key: 'inserted', tone: 'accent' },
  { key: 'updated', tone: 'neutral' },
  { key: 'unchanged', tone: 'neutral' },
  { key: 'duplicates', tone: 'neutral' },
  { key: 'rejected', tone: 'danger' },
] as const;

/**
 * Step 5: what the import did — counts of new, updated, unchanged, duplicate and rejected orders,
 * the headline 'Importováno {n} záznamů', the rejected rows with line, column and reason (and the
 * full list as CSV) — or, for a failed import, why it failed and on which line, with a way out.
 */
export function ResultStep({ shopId, item, onRetryWithFile, onStartOver, timeZone }: ResultStepProps) {
  const { t } = useTranslation('imports');
  const errors = useImportErrors(shopId, item.id, item.counts.rejected > 0 || item.status === 'failed');
  const headline = getResultHeadline(item.counts);
  const rejectedRows = errors.data?.items ?? [];

  const summary: { icon: ReactNode; title: string; text: string | null; tone: string } =
    item.status === 'completed'
      ? {
          icon: <CheckCircle2 aria-hidden className="h-6 w-6" />,
          title:
            headline.key === 'result.imported'
              ? t('result.imported', { count: headline.count, formatted: formatNumber(headline.count) })
              : t('result.completed'),
          text:
            item.kind === 'ad-spend'
              ? t('result.completedTextAdSpend', {
                  rows: formatNumber(item.counts.orders),
                  time: item.finishedAt ? formatDateTime(item.finishedAt, timeZone) : '',
                })
              : t('result.completedText', {
                  file: item.fileName,
                  orders: formatNumber(item.counts.orders),
                  time: item.finishedAt ? formatDateTime(item.finishedAt, timeZone) : '',
                }),
          tone: 'bg-accent-soft text-accent',
        }
      : item.status === 'failed'
        ? {
            icon: <XCircle aria-hidden className="h-6 w-6" />,
            title: t('result.failed'),
            text: item.error?.message ?? t('result.failedUnknown'),
            tone: 'bg-danger-soft text-danger',
          }
        : {
            icon: <CircleSlash aria-hidden className="h-6 w-6" />,
            title: t('result.cancelled'),
            text: t('result.cancelledText'),
            tone: 'bg-surface-2 text-muted',
          };

  return (
    <Card>
      <CardHeader title={t('result.title')} description={item.fileName} />
      <CardBody className="flex flex-col gap-6">
        <div
          role={item.status === 'failed' ? 'alert' : 'status'}
          className="flex flex-col gap-4 sm:flex-row sm:items-start"
        >
          <span
            className={cn('flex h-12 w-12 shrink-0 items-center justify-center rounded-full', summary.tone)}
          >
            {summary.icon}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xl font-semibold text-fg">{summary.title}</p>
            {summary.text && <p className="mt-1 text-sm text-muted">{summary.text}</p>}
            {item.status === 'failed' && item.error?.line != null && (
              <p className="mt-2 inline-flex items-center rounded-md bg-danger-soft px-2 py-1 text-xs font-medium text-fg">
                {t('result.failedLine', { line: formatNumber(item.error.line) })}
                {item.error.column ? ` · ${t('result.failedColumn', { column: item.error.column })}` : ''}
              </p>
            )}
          </div>
        </div>

        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {TILES.map((tile) => {
            const value = item.counts[tile.key];
            return (
              <div
                key={tile.key}
                className={cn(
                  'rounded-xl border px-4 py-3',
                  tile.tone === 'danger' && value > 0 ? 'border-danger/40 bg-danger-soft' : 'border-border',
                  tile.tone === 'accent' && value > 0 && 'border-accent/40 bg-accent-soft/50',
                )}
              >
                <dt className="text-xs font-medium text-muted">{t(`counts.${tile.key}`)}</dt>
                <dd className="mt-1 text-2xl font-semibold text-fg tabular">{formatNumber(value)}</dd>
              </div>
            );
          })}
        </dl>

        {(item.counts.rejected > 0 || rejectedRows.length > 0) && (
          <div className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div>
                <h3 className="text-sm font-semibold text-fg">{t('result.rejectedTitle')}</h3>
                {errors.data && errors.data.total > rejectedRows.length && (
                  <p className="text-xs text-muted">
                    {t('result.rejectedShown', {
                      shown: formatNumber(rejectedRows.length),
                      total: formatNumber(errors.data.total),
                    })}
                  </p>
                )}
              </div>
              <Button variant="secondary" size="sm" asChild>
                <a href={importsApi.errorsCsvUrl(shopId, item.id)} download>
                  <Download aria-hidden className="h-4 w-4" />
                  {t('result.downloadErrors')}
                </a>
              </Button>
            </div>
            {errors.isPending ? (
              <div className="flex flex-col gap-2" aria-busy>
                {[0, 1, 2].map((index) => (
                  <Skeleton key={index} className="h-8 w-full" />
                ))}
              </div>
            ) : errors.isError ? (
              <p role="alert" className="text-sm text-danger">
                {t('result.errorsFailed')}: {getErrorMessage(errors.error)}
              </p>
            ) : (
              <section
                aria-label={t('result.rejectedTitle')}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
                tabIndex={0}
                className="max-h-96 overflow-auto rounded-lg border border-border focus:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
              >
                <table className="w-full min-w-[34rem] border-collapse text-left text-sm">
                  <thead className="sticky top-0 bg-surface-2 text-xs text-muted">
                    <tr>
                      <th scope="col" className="w-20 px-3 py-2 text-right font-medium">
                        {t('result.line')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('result.column')}
                      </th>
                      <th scope="col" className="px-3 py-2 font-medium">
                        {t('result.reason')}
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-border">
                    {rejectedRows.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a row may report one problem twice; the list never reorders.
                      <tr key={`${row.line}:${row.column}:${row.code}:${index}`}>
                        <td className="px-3 py-2 text-right font-medium text-fg tabular">
                          {row.line === null ? '—' : formatNumber(row.line)}
                        </td>
                        <td className="whitespace-nowrap px-3 py-2 text-muted">{row.column ?? '—'}</td>
                        <td className="px-3 py-2 text-fg">{row.message}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            )}
          </div>
        )}

        <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:flex-wrap sm:justify-end">
          {item.status !== 'completed' && onRetryWithFile && (
            <Button variant="secondary" onClick={onRetryWithFile}>
              <SlidersHorizontal aria-hidden className="h-4 w-4" />
              {t('actions.changeOptions')}
            </Button>
          )}
          <Button variant={item.status === 'failed' ? 'primary' : 'secondary'} onClick={onStartOver}>
            {item.status === 'failed' ? (
              <RotateCcw aria-hidden className="h-4 w-4" />
            ) : (
              <FilePlus2 aria-hidden className="h-4 w-4" />
            )}
            {item.status === 'failed' ? t('actions.chooseAnother') : t('actions.importAnother')}
          </Button>
          {item.status !== 'failed' &&
            (item.kind === 'ad-spend' ? (
              <Button asChild>
                <Link to="/analytics/marketing">
                  <Megaphone aria-hidden className="h-4 w-4" />
                  {t('actions.showMarketing')}
                </Link>
              </Button>
            ) : (
              <Button asChild>
                <Link to="/analytics/r-orders">
                  <ListOrdered aria-hidden className="h-4 w-4" />
                  {t('actions.showOrders')}
                </Link>
              </Button>
            ))}
        </div>
      </CardBody>
    </Card>
  );
}
