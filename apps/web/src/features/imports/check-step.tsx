import {
  adSpendImportPresets,
  type CsvDelimiter,
  csvDelimiters,
  type DateFormat,
  type DecimalSeparator,
  dateFormats,
  decimalSeparators,
  type ImportAnalysis,
  type ImportPreset,
  importPresets,
  MAX_HEADER_LINE,
  type TextEncoding,
  textEncodings,
} from '@ziskomer/contracts';
import { ArrowRight, CheckCircle2, FileX2, Languages, ListStart } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatNumber } from '../../lib/format.ts';
import { formatFileSize } from './format-file-size.ts';
import { DECIMAL_KEYS, DELIMITER_KEYS, MAPPING_PROBLEM_CODES } from './import-option-labels.ts';
import type { AnalysisOverrides } from './imports-api.ts';
import { buildRawPreview, countProblemRows } from './preview-rows.ts';
import { PreviewTable } from './preview-table.tsx';
import { ProblemList } from './problem-list.tsx';

export interface CheckStepProps {
  fileName: string;
  analysis: ImportAnalysis;
  /** Another choice is being analysed; the shown analysis is the previous one. */
  analysing: boolean;
  onOverride: (change: AnalysisOverrides) => void;
  encodingConfirmed: boolean;
  onConfirmEncoding: () => void;
  onContinue: () => void;
  onChooseAnother: () => void;
}

/**
 * Step 2: what the analysis found (encoding, delimiter, decimal separator, date format, source
 * export), each changeable and analysed again at once, and the first 20 rows as read. A proposed
 * encoding (the file is not UTF-8) waits for the user's confirmation against the preview.
 */
export function CheckStep({
  fileName,
  analysis,
  analysing,
  onOverride,
  encodingConfirmed,
  onConfirmEncoding,
  onContinue,
  onChooseAnother,
}: CheckStepProps) {
  const { t } = useTranslation('imports');
  const { options } = analysis;
  const blocking = analysis.problems.filter((problem) => !MAPPING_PROBLEM_CODES.has(problem.code));
  const proposal = !analysis.encoding.certain && analysis.encoding.detected !== 'utf-8';
  const needsConfirmation = proposal && !encodingConfirmed;
  const preview = buildRawPreview(analysis);
  const problemRows = countProblemRows(preview.rows);
  const alternatives = [analysis.encoding.detected, ...analysis.encoding.alternatives].filter(
    (encoding, index, list) => encoding !== options.encoding && list.indexOf(encoding) === index,
  );
  const encodingLabel = (encoding: TextEncoding) =>
    `${t(`options.encoding.values.${encoding}`)}${encoding === analysis.encoding.detected ? ` · ${t('options.detected')}` : ''}`;

  return (
    <Card>
      <CardHeader
        title={t('check.title')}
        description={t('check.description', {
          file: fileName,
          size: formatFileSize(analysis.bytesTotal),
          rows: formatNumber(analysis.rowEstimate),
        })}
        actions={
          analysing ? (
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted">
              <Spinner className="h-3.5 w-3.5" />
              {t('steps.analysing')}
            </span>
          ) : null
        }
      />
      <CardBody className="flex flex-col gap-5">
        {proposal && (
          <div
            className={
              needsConfirmation
                ? 'flex flex-col gap-3 rounded-lg border border-warning/40 bg-warning-soft p-4 text-sm'
                : 'flex flex-wrap items-center gap-2 rounded-lg border border-accent/30 bg-accent-soft px-4 py-3 text-sm'
            }
          >
            {needsConfirmation ? (
              <>
                <div className="flex gap-3">
                  <Languages aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
                  <div>
                    <p className="font-semibold text-fg">
                      {t('check.encoding.proposalTitle', {
                        encoding: t(`options.encoding.values.${options.encoding}`),
                      })}
                    </p>
                    <p className="mt-0.5 text-fg/80">{t('check.encoding.proposalText')}</p>
                  </div>
                </div>
                <div className="flex flex-wrap gap-2 sm:pl-7">
                  <Button size="sm" onClick={onConfirmEncoding} disabled={analysing}>
                    <CheckCircle2 aria-hidden className="h-4 w-4" />
                    {t('check.encoding.confirm')}
                  </Button>
                  {alternatives.map((encoding) => (
                    <Button
                      key={encoding}
                      size="sm"
                      variant="secondary"
                      disabled={analysing}
                      onClick={() => onOverride({ encoding })}
                    >
                      {t('check.encoding.try', { encoding: t(`options.encoding.values.${encoding}`) })}
                    </Button>
                  ))}
                </div>
              </>
            ) : (
              <>
                <CheckCircle2 aria-hidden className="h-4 w-4 text-accent" />
                <span className="text-fg">
                  {t('check.encoding.confirmed', {
                    encoding: t(`options.encoding.values.${options.encoding}`),
                  })}
                </span>
              </>
            )}
          </div>
        )}

        {(options.headerLine ?? 1) > 1 && (
          <p className="flex items-start gap-2 rounded-lg border border-border bg-surface-2 px-4 py-3 text-sm text-fg">
            <ListStart aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-muted" />
            {t('check.titleLines', { line: options.headerLine })}
          </p>
        )}

        {blocking.length > 0 && (
          <ProblemList title={t('check.blockingTitle')} problems={blocking}>
            <Button size="sm" variant="secondary" onClick={onChooseAnother}>
              <FileX2 aria-hidden className="h-4 w-4" />
              {t('actions.chooseAnother')}
            </Button>
          </ProblemList>
        )}

        <fieldset
          className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,14rem),1fr))] gap-4"
          disabled={analysing}
        >
          <legend className="sr-only">{t('check.optionsLegend')}</legend>
          <SelectField
            label={t('options.encoding.label')}
            value={options.encoding}
            onChange={(event) => onOverride({ encoding: event.target.value as TextEncoding })}
            options={textEncodings.map((value) => ({ value, label: encodingLabel(value) }))}
          />
          <SelectField
            label={t('options.delimiter.label')}
            value={options.delimiter}
            onChange={(event) => onOverride({ delimiter: event.target.value as CsvDelimiter })}
            options={csvDelimiters.map((value) => ({
              value,
              label: t(`options.delimiter.values.${DELIMITER_KEYS[value]}`),
            }))}
          />
          <SelectField
            label={t('options.decimal.label')}
            value={options.decimal}
            onChange={(event) => onOverride({ decimal: event.target.value as DecimalSeparator })}
            options={decimalSeparators.map((value) => ({
              value,
              label: t(`options.decimal.values.${DECIMAL_KEYS[value]}`),
            }))}
          />
          <SelectField
            label={t('options.dateFormat.label')}
            value={options.dateFormat}
            onChange={(event) => onOverride({ dateFormat: event.target.value as DateFormat })}
            options={dateFormats.map((value) => ({ value, label: t(`options.dateFormat.values.${value}`) }))}
          />
          <SelectField
            label={t('options.headerLine.label')}
            hint={t('options.headerLine.hint')}
            value={String(options.headerLine ?? 1)}
            onChange={(event) => onOverride({ headerLine: Number(event.target.value) })}
            options={Array.from({ length: MAX_HEADER_LINE }, (_, index) => ({
              value: String(index + 1),
              label: t('options.headerLine.value', { line: index + 1 }),
            }))}
          />
          <SelectField
            label={t('options.preset.label')}
            value={options.preset ?? ''}
            onChange={(event) => onOverride({ preset: event.target.value as ImportPreset })}
            options={[
              ...(options.preset === null ? [{ value: '', label: t('options.preset.none') }] : []),
              ...(analysis.kind === 'ad-spend' ? adSpendImportPresets : importPresets).map((value) => ({
                value,
                label: `${t(`options.preset.values.${value}`)}${value === analysis.detectedPreset ? ` · ${t('options.detected')}` : ''}`,
              })),
            ]}
          />
        </fieldset>

        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-sm font-semibold text-fg">
              {t('preview.rawTitle', { count: preview.rows.length })}
            </h3>
            <p className={problemRows > 0 ? 'text-xs font-medium text-danger' : 'text-xs text-muted'}>
              {problemRows > 0 ? t('preview.problemRows', { count: problemRows }) : t('preview.noProblems')}
            </p>
          </div>
          {preview.rows.length > 0 ? (
            <PreviewTable
              label={t('preview.rawLabel')}
              columns={preview.columns.map((column, index) => ({
                key: `${index}:${column}`,
                label: column || t('preview.unnamed', { number: index + 1 }),
              }))}
              rows={preview.rows}
              renderValue={(cell) => (typeof cell.value === 'string' ? cell.value : String(cell.value ?? ''))}
            />
          ) : (
            <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted">
              {t('preview.empty')}
            </p>
          )}
        </div>

        <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={onChooseAnother}>
            {t('actions.chooseAnother')}
          </Button>
          <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
            <Button onClick={onContinue} disabled={needsConfirmation || blocking.length > 0 || analysing}>
              {t('check.continue')}
              <ArrowRight aria-hidden className="h-4 w-4" />
            </Button>
            {needsConfirmation && <p className="text-xs text-muted">{t('check.confirmFirst')}</p>}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
