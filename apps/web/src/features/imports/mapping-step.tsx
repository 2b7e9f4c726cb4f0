import {
  AD_CHANNELS,
  type AdChannel,
  type ColumnMapping,
  type ImportAnalysis,
  type ImportField,
  type ImportProblem,
  type InvalidRowPolicy,
  invalidRowPolicies,
} from '@ziskomer/contracts';
import { ArrowLeft, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { formatOrderDate } from './format-order-date.ts';
import {
  getFieldRequirement,
  getMappingGroups,
  listDuplicateHeaders,
  type MappingIssue,
  setMappedColumn,
  validateMapping,
} from './import-mapping.ts';
import { buildParsedPreview, type PreviewCell } from './preview-rows.ts';
import { PreviewTable } from './preview-table.tsx';
import { ProblemList } from './problem-list.tsx';

const AMOUNT_FIELDS = new Set<ImportField>([
  'revenue',
  'margin',
  'unitPrice',
  'itemMargin',
  'cost',
  'conversionValue',
  'conversions',
]);
const COUNT_FIELDS = new Set<ImportField>(['quantity', 'impressions', 'clicks']);

export interface MappingStepProps {
  analysis: ImportAnalysis;
  mapping: ColumnMapping;
  onMappingChange: (mapping: ColumnMapping) => void;
  /** Ad spend: the channel of the whole file (null: only from a column). */
  onChannelChange: (channel: AdChannel | null) => void;
  policy: InvalidRowPolicy;
  onPolicyChange: (policy: InvalidRowPolicy) => void;
  /** The mapping is being checked by the server; its answer decides whether the import can start. */
  analysing: boolean;
  starting: boolean;
  /** Why the server refused to start (a 422 with the file's problems). */
  startProblems: ImportProblem[];
  timeZone: string;
  onBack: () => void;
  onStart: () => void;
}

/**
 * Step 3: a column of the file for each import field (filled in from the analysis; required ones
 * marked and checked at once), a preview of the values as they will be stored, and what to do
 * with invalid rows.
 */
export function MappingStep({
  analysis,
  mapping,
  onMappingChange,
  onChannelChange,
  policy,
  onPolicyChange,
  analysing,
  starting,
  startProblems,
  timeZone,
  onBack,
  onStart,
}: MappingStepProps) {
  const { t } = useTranslation('imports');
  const adSpend = analysis.kind === 'ad-spend';
  const channel = analysis.options.channel;
  const context = { kind: analysis.kind, channel };
  const issues = validateMapping(mapping, analysis.header, context);
  const duplicates = listDuplicateHeaders(analysis.header);
  const headers = [...new Set(analysis.header)].filter((name) => name !== '');
  const firstRow = analysis.preview[0];
  const parsed = buildParsedPreview(analysis, mapping);
  const serverProblems = issues.length === 0 && !analysis.canStart ? analysis.problems : [];
  const canStart = issues.length === 0 && analysis.canStart && !analysing;

  const sampleOf = (column: string | undefined) => {
    if (!column || !firstRow) return null;
    const value = firstRow.cells[analysis.header.indexOf(column)]?.trim();
    return value ? t('mapping.sample', { value }) : t('mapping.sampleEmpty');
  };
  const issueText = (issue: MappingIssue | undefined) => {
    if (!issue) return null;
    if (issue.code === 'missing')
      return issue.field === 'channel' ? t('mapping.issues.missingChannel') : t('mapping.issues.missing');
    return t(`mapping.issues.${issue.code}`, { column: issue.column });
  };
  const renderValue = (cell: PreviewCell, index: number) => {
    const field = parsed.fields[index]!;
    const { value } = cell;
    if (value === null || value === undefined || value === '') return <span className="text-muted">—</span>;
    if (typeof value === 'boolean') return value ? t('mapping.yes') : t('mapping.no');
    if (typeof value === 'number') return formatNumber(value, AMOUNT_FIELDS.has(field) ? 2 : 0);
    if (field === 'orderDate') return formatOrderDate(value, timeZone);
    // An ad-spend day is a calendar day (2024-12-01), read as such rather than in a time zone.
    if (field === 'date') return formatDate(value, 'UTC');
    if (field === 'channel' && (AD_CHANNELS as readonly string[]).includes(value))
      return t(`channels.${value}`);
    return value;
  };

  return (
    <Card>
      <CardHeader
        title={t('mapping.title')}
        description={t('mapping.description')}
        actions={
          analysing ? (
            <span className="inline-flex items-center gap-1.5 text-xs font-medium text-muted">
              <Spinner className="h-3.5 w-3.5" />
              {t('steps.analysing')}
            </span>
          ) : null
        }
      />
      <CardBody className="flex flex-col gap-6">
        <p className="rounded-lg bg-surface-2 px-4 py-3 text-sm text-muted">
          {adSpend ? t('mapping.requiredNoteAdSpend') : t('mapping.requiredNote')}
        </p>

        {adSpend && (
          <div className="max-w-sm">
            <SelectField
              label={t('mapping.fileChannel.label')}
              value={channel ?? ''}
              onChange={(event) => onChannelChange((event.target.value || null) as AdChannel | null)}
              options={[
                { value: '', label: t('mapping.fileChannel.none') },
                ...AD_CHANNELS.map((value) => ({ value, label: t(`channels.${value}`) })),
              ]}
              hint={t('mapping.fileChannel.hint')}
              error={!mapping.channel && !channel ? t('mapping.issues.missingChannel') : null}
              disabled={starting}
            />
          </div>
        )}

        {getMappingGroups(analysis.kind).map((group) => (
          <fieldset key={group.id} className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-semibold text-fg">{t(`mapping.groups.${group.id}`)}</legend>
            <div className="grid gap-x-4 gap-y-4 sm:grid-cols-2 xl:grid-cols-3">
              {group.fields.map((field) => {
                const requirement = getFieldRequirement(field, mapping, context);
                const issue = issues.find((item) => item.field === field);
                return (
                  <SelectField
                    key={field}
                    label={
                      <span className="flex flex-wrap items-center gap-1.5">
                        {t(`fields.${field}`)}
                        {requirement !== 'optional' && (
                          <Badge tone={requirement === 'required' ? 'accent' : 'neutral'}>
                            {t(`mapping.requirement.${requirement}`)}
                          </Badge>
                        )}
                      </span>
                    }
                    value={mapping[field] ?? ''}
                    onChange={(event) =>
                      onMappingChange(setMappedColumn(mapping, field, event.target.value || null))
                    }
                    options={[
                      { value: '', label: t('mapping.unmapped') },
                      ...headers.map((name) => ({
                        value: name,
                        label: duplicates.has(name) ? `${name} (${t('mapping.duplicate')})` : name,
                      })),
                    ]}
                    error={issueText(issue)}
                    hint={sampleOf(mapping[field])}
                    disabled={starting}
                  />
                );
              })}
            </div>
          </fieldset>
        ))}

        {parsed.fields.length > 0 && parsed.rows.length > 0 && (
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-fg">{t('preview.parsedTitle')}</h3>
            <PreviewTable
              label={t('preview.parsedLabel')}
              columns={parsed.fields.map((field) => ({
                key: field,
                label: t(`fields.${field}`),
                numeric: AMOUNT_FIELDS.has(field) || COUNT_FIELDS.has(field),
              }))}
              rows={parsed.rows}
              renderValue={renderValue}
            />
          </div>
        )}

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-fg">{t('policy.title')}</legend>
          <div className="grid gap-3 md:grid-cols-2">
            {invalidRowPolicies.map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-lg border p-4 transition hover:bg-surface-2/60',
                  policy === value
                    ? 'border-accent bg-accent-soft/40 ring-1 ring-accent/40'
                    : 'border-border',
                )}
              >
                <input
                  type="radio"
                  name="invalid-row-policy"
                  value={value}
                  checked={policy === value}
                  onChange={() => onPolicyChange(value)}
                  disabled={starting}
                  className="mt-0.5 h-4 w-4 shrink-0 accent-[var(--accent)]"
                />
                <span>
                  <span className="block text-sm font-medium text-fg">{t(`policy.${value}.label`)}</span>
                  <span className="mt-0.5 block text-xs text-muted">
                    {adSpend && value === 'skip'
                      ? t('policy.skip.descriptionAdSpend')
                      : t(`policy.${value}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        {startProblems.length > 0 && (
          <ProblemList title={t('mapping.startRefused')} problems={startProblems} />
        )}
        {startProblems.length === 0 && serverProblems.length > 0 && (
          <ProblemList title={t('check.blockingTitle')} problems={serverProblems} />
        )}

        <div className="flex flex-col-reverse gap-2 border-t border-border pt-4 sm:flex-row sm:items-center sm:justify-between">
          <Button variant="ghost" onClick={onBack} disabled={starting}>
            <ArrowLeft aria-hidden className="h-4 w-4" />
            {t('mapping.back')}
          </Button>
          <div className="flex flex-col items-stretch gap-1.5 sm:items-end">
            <Button onClick={onStart} disabled={!canStart} loading={starting}>
              {!starting && <Play aria-hidden className="h-4 w-4" />}
              {t('mapping.start')}
            </Button>
            {issues.length > 0 && (
              <p className="text-xs text-danger">{t('mapping.fixIssues', { count: issues.length })}</p>
            )}
          </div>
        </div>
      </CardBody>
    </Card>
  );
}
