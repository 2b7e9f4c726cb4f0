import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type ColumnMapping,
  type Import,
  type ImportProblem,
  type InvalidRowPolicy,
  importProblemSchema,
} from '@ziskomer/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody } from '../../components/ui/card.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage, notifyError } from '../../lib/notify.ts';
import { CheckStep } from './check-step.tsx';
import { importKeys } from './import-keys.ts';
import { type AnalysisOverrides, importsApi } from './imports-api.ts';
import { MappingStep } from './mapping-step.tsx';
import { useImportAnalysis } from './use-import-analysis.ts';
import type { ReviewStep } from './wizard-step.ts';

export interface ReviewStepsProps {
  shopId: string;
  item: Import;
  timeZone: string;
  step: ReviewStep;
  onStepChange: (step: ReviewStep) => void;
  /** Options to start from (a retry of a failed import with the same file). */
  initialOverrides: AnalysisOverrides;
  onChooseAnother: () => void;
}

/** Steps 2 and 3 of an uploaded file: check what was detected, map the columns, start. */
export function ReviewSteps({
  shopId,
  item,
  timeZone,
  step,
  onStepChange,
  initialOverrides,
  onChooseAnother,
}: ReviewStepsProps) {
  const { t } = useTranslation('imports');
  const queryClient = useQueryClient();
  const [overrides, setOverrides] = useState<AnalysisOverrides>(initialOverrides);
  const [encodingConfirmed, setEncodingConfirmed] = useState(false);
  const [policy, setPolicy] = useState<InvalidRowPolicy>('skip');
  const [startProblems, setStartProblems] = useState<ImportProblem[]>([]);
  const analysis = useImportAnalysis(shopId, item.id, overrides);
  const analysing = analysis.isFetching;

  const start = useMutation({
    mutationFn: () => {
      const current = analysis.data!;
      return importsApi.start(shopId, item.id, {
        ...current.options,
        mapping: overrides.mapping ?? current.options.mapping,
        invalidRowPolicy: policy,
      });
      // The channel the analysis used (the export's or the chosen one) is in current.options.
    },
    onSuccess: (started) => {
      queryClient.setQueryData(importKeys.detail(shopId, item.id), started);
      void queryClient.invalidateQueries({ queryKey: importKeys.list(shopId) });
    },
    onError: (error) => {
      const problems = readProblems(error);
      if (problems.length > 0) setStartProblems(problems);
      else notifyError(error, t('mapping.startFailed'));
    },
  });

  const override = (change: AnalysisOverrides) => {
    setStartProblems([]);
    setOverrides((current) => {
      const next = { ...current, ...change };
      // Another encoding, delimiter or export reads other headers: let the server map them afresh.
      if ('encoding' in change || 'delimiter' in change || 'preset' in change) delete next.mapping;
      return next;
    });
    // Each encoding is confirmed against its own preview.
    if ('encoding' in change) setEncodingConfirmed(false);
  };

  if (analysis.isPending) {
    return (
      <Card>
        <CardBody className="flex flex-col gap-4" aria-busy>
          <Skeleton className="h-6 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5">
            {[0, 1, 2, 3, 4].map((index) => (
              <Skeleton key={index} className="h-16" />
            ))}
          </div>
          <Skeleton className="h-64 w-full" />
        </CardBody>
      </Card>
    );
  }
  if (analysis.isError && !analysis.data) {
    return (
      <Card>
        <ErrorState
          size="inline"
          className="max-w-md py-10"
          title={t('check.analysisFailed')}
          description={getErrorMessage(analysis.error)}
          actions={
            <>
              <Button variant="secondary" onClick={() => void analysis.refetch()}>
                {t('common:retry')}
              </Button>
              <Button onClick={onChooseAnother}>{t('actions.chooseAnother')}</Button>
            </>
          }
        />
      </Card>
    );
  }
  const data = analysis.data!;
  const mapping: ColumnMapping = overrides.mapping ?? data.options.mapping;

  if (step === 'check') {
    return (
      <CheckStep
        fileName={item.fileName}
        analysis={data}
        analysing={analysing}
        onOverride={override}
        encodingConfirmed={encodingConfirmed}
        onConfirmEncoding={() => setEncodingConfirmed(true)}
        onContinue={() => onStepChange('mapping')}
        onChooseAnother={onChooseAnother}
      />
    );
  }
  return (
    <MappingStep
      analysis={data}
      mapping={mapping}
      onMappingChange={(next) => override({ mapping: next })}
      onChannelChange={(channel) => override({ channel: channel ?? undefined })}
      policy={policy}
      onPolicyChange={setPolicy}
      analysing={analysing}
      starting={start.isPending}
      startProblems={startProblems}
      timeZone={timeZone}
      onBack={() => onStepChange('check')}
      onStart={() => {
        setStartProblems([]);
        start.mutate();
      }}
    />
  );
}

/** The file's problems of a refused start (422 `validation_failed` with `details.problems`). */
function readProblems(error: unknown): ImportProblem[] {
  if (!(error instanceof ApiError)) return [];
  const problems = (error.details as { problems?: unknown } | undefined)?.problems;
  if (!Array.isArray(problems)) return [];
  return problems.flatMap((problem) => {
    const parsed = importProblemSchema.safeParse(problem);
    return parsed.success ? [parsed.data] : [];
  });
}
