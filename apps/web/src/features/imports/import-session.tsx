import { useIsFetching, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Import, ImportKind, Shop } from '@ziskomer/contracts';
import { Lock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notifyError } from '../../lib/notify.ts';
import { jobKeys } from '../jobs/job-keys.ts';
import { importKeys } from './import-keys.ts';
import { isImportActive, isImportFinished } from './import-status.ts';
import { ImportStepper } from './import-stepper.tsx';
import { type AnalysisOverrides, importsApi } from './imports-api.ts';
import { isPolling, POLL_INTERVAL_MS } from './live-updates.ts';
import { mergeImportIntoList } from './merge-import-into-list.ts';
import { ProgressStep } from './progress-step.tsx';
import { ResultStep } from './result-step.tsx';
import { ReviewSteps } from './review-steps.tsx';
import { useImport } from './use-import.ts';
import { useImportLive } from './use-import-live.ts';
import { getWizardStep, type ReviewStep } from './wizard-step.ts';

export interface ImportSessionProps {
  shop: Shop;
  importId: string;
  canImport: boolean;
  initialOverrides: AnalysisOverrides;
  /** Upload the same file again with the failed import's options; null when the file is gone. */
  onRetryWithFile: ((options: Import['options'], kind: ImportKind) => void) | null;
  onStartOver: () => void;
}

/**
 * Steps 2–5 of one import session, chosen by its status: review while it waits to start,
 * progress while it runs (live from its event stream, or polled every 2 s when the stream keeps
 * failing), the result once it has finished.
 */
export function ImportSession({
  shop,
  importId,
  canImport,
  initialOverrides,
  onRetryWithFile,
  onStartOver,
}: ImportSessionProps) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const importQuery = useImport(shop.id, importId);
  const item = importQuery.data;
  const active = item ? isImportActive(item.status) : false;
  const finished = item ? isImportFinished(item.status) : false;
  const live = useImportLive(shop.id, importId, active);
  const [review, setReview] = useState<ReviewStep>('check');
  const analysing = useIsFetching({ queryKey: ['imports', shop.id, 'analysis', importId] }) > 0;
  const { refetch } = importQuery;
  const step = item ? getWizardStep(item.status, review) : null;

  // The moment the import finishes, the list beside it and the header's background-work
  // indicator say so too, instead of "Probíhá" and a spinner until their next poll.
  useEffect(() => {
    if (!item || !finished) return;
    queryClient.setQueryData<Import[]>(importKeys.list(shop.id), (list) => mergeImportIntoList(list, item));
    void queryClient.invalidateQueries({ queryKey: jobKeys.summary() });
  }, [finished, item, queryClient, shop.id]);

  // A new step starts at its top: bring the stepper back into view when the page was scrolled past it.
  const top = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const element = top.current;
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
  }, [step]);

  useEffect(() => {
    if (!active || !isPolling(live)) return;
    const timer = setInterval(() => void refetch(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, live, refetch]);

  // An import that ends while we watch changes the shop's orders: every query of the shop is stale.
  const watched = useRef(false);
  useEffect(() => {
    if (active) watched.current = true;
  }, [active]);
  useEffect(() => {
    if (!finished || !watched.current) return;
    watched.current = false;
    void queryClient.invalidateQueries({
      predicate: (query) => query.queryKey.includes(shop.id) && query.queryKey[0] !== 'imports',
    });
    void queryClient.invalidateQueries({ queryKey: importKeys.shop(shop.id) });
  }, [finished, queryClient, shop.id]);

  const cancel = useMutation({
    mutationFn: () => importsApi.cancel(shop.id, importId),
    onSuccess: (cancelled) => {
      queryClient.setQueryData(importKeys.detail(shop.id, importId), cancelled);
      void queryClient.invalidateQueries({ queryKey: importKeys.list(shop.id) });
    },
    onError: (error) => {
      // It finished meanwhile: show how it ended.
      if (error instanceof ApiError && error.code === 'import_not_ready') void refetch();
      else notifyError(error, t('progress.cancelFailed'));
    },
  });

  // Leaving an uploaded file unstarted removes it from the server instead of leaving it waiting.
  const abandon = () => {
    if (item?.status === 'ready' && canImport)
      void importsApi.cancel(shop.id, importId).catch(() => undefined);
    onStartOver();
  };

  if (importQuery.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <Skeleton className="h-16 w-full rounded-xl" />
        <Skeleton className="h-80 w-full rounded-xl" />
      </div>
    );
  }
  if (!item) {
    const missing = importQuery.error instanceof ApiError && importQuery.error.status === 404;
    return (
      <Card>
        <CardBody>
          <ErrorState
            size="inline"
            className="max-w-md py-10"
            title={missing ? t('session.notFound') : t('session.loadFailed')}
            description={missing ? t('session.notFoundText') : getErrorMessage(importQuery.error)}
            actions={
              <>
                {!missing && (
                  <Button variant="secondary" onClick={() => void refetch()}>
                    {t('common:retry')}
                  </Button>
                )}
                <Button onClick={onStartOver}>{t('actions.importAnother')}</Button>
              </>
            }
          />
        </CardBody>
      </Card>
    );
  }

  return (
    <div ref={top} className="flex scroll-mt-20 flex-col gap-4">
      <div className="rounded-xl border border-border bg-surface px-4 py-4 shadow-sm sm:px-5">
        <ImportStepper
          step={getWizardStep(item.status, review)}
          analysing={analysing && item.status === 'ready'}
          importing={active}
        />
      </div>
      {item.status === 'ready' ? (
        canImport ? (
          <ReviewSteps
            shopId={shop.id}
            item={item}
            timeZone={shop.timeZone}
            step={review}
            onStepChange={setReview}
            initialOverrides={initialOverrides}
            onChooseAnother={abandon}
          />
        ) : (
          <Card>
            <EmptyState
              icon={Lock}
              title={t('viewer.title')}
              description={t('viewer.description')}
              action={<Button onClick={onStartOver}>{t('common:back')}</Button>}
            />
          </Card>
        )
      ) : active ? (
        <ProgressStep
          item={item}
          live={live.mode}
          canCancel={canImport}
          cancelling={cancel.isPending}
          onCancel={() => cancel.mutate()}
        />
      ) : (
        <ResultStep
          shopId={shop.id}
          item={item}
          timeZone={shop.timeZone}
          onStartOver={onStartOver}
          onRetryWithFile={
            onRetryWithFile && canImport ? () => onRetryWithFile(item.options, item.kind) : null
          }
        />
      )}
    </div>
  );
}
