import type { Import, ImportKind } from '@ziskomer/contracts';
import type { TFunction } from 'i18next';
import { FileSpreadsheet, Lock, UploadCloud, X } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { cn } from '../../components/ui/cn.ts';
import { ApiError } from '../../lib/api.ts';
import { getErrorMessage } from '../../lib/notify.ts';
import { formatFileSize } from './format-file-size.ts';
import { IMPORT_FILE_ACCEPT, isAcceptedImportFile } from './import-file-types.ts';
import { ImportKindChoice } from './import-kind-choice.tsx';
import { toPercentage } from './import-progress.ts';
import { ProgressBar } from './progress-bar.tsx';
import { type UploadHandle, type UploadProgress, uploadImportFile } from './upload-import-file.ts';

export interface UploadStepProps {
  shopId: string;
  /** What the file will be imported as: orders or ad spend. */
  kind: ImportKind;
  onKindChange: (kind: ImportKind) => void;
  file: File | null;
  onFileChange: (file: File | null) => void;
  onUploaded: (created: Import) => void;
  /** Viewers cannot import: the step explains why instead of offering the upload. */
  canImport: boolean;
  /** Upload the chosen file at once (when retrying a failed import with other options). */
  autoStart?: boolean;
}

/**
 * Step 1: say what is being imported (orders or ad spend), choose a CSV file (drag and drop or the
 * picker) and upload it. The file streams to the server with visible progress and can be cancelled.
 */
export function UploadStep({
  shopId,
  kind,
  onKindChange,
  file,
  onFileChange,
  onUploaded,
  canImport,
  autoStart,
}: UploadStepProps) {
  const { t } = useTranslation('imports');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const handle = useRef<UploadHandle | null>(null);
  const [dragging, setDragging] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  // Leaving the page stops an upload in flight (forgotten first, so its failure is not shown).
  useEffect(
    () => () => {
      const current = handle.current;
      handle.current = null;
      current?.abort();
    },
    [],
  );

  const choose = (chosen: File | undefined) => {
    setError(null);
    if (!chosen) return;
    if (!isAcceptedImportFile(chosen.name)) {
      setError(t('upload.wrongType', { name: chosen.name }));
      return;
    }
    onFileChange(chosen);
  };

  const upload = async (chosen: File) => {
    setError(null);
    setProgress({ loaded: 0, total: chosen.size });
    const current = uploadImportFile(shopId, chosen, setProgress, kind);
    handle.current = current;
    try {
      const created = await current.done;
      if (handle.current === current) onUploaded(created);
    } catch (failure) {
      // An upload that was replaced or left behind says nothing.
      if (handle.current !== current) return;
      if ((failure as Error).name === 'AbortError') setError(t('upload.cancelled'));
      else setError(describeUploadError(failure, t));
    } finally {
      if (handle.current === current) {
        handle.current = null;
        setProgress(null);
      }
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, for the file the retry brought back.
  useEffect(() => {
    if (autoStart && file && canImport) void upload(file);
  }, []);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!canImport || progress) return;
    choose(event.dataTransfer.files[0]);
  };

  const uploading = progress !== null;
  const percentage = progress ? toPercentage(progress.loaded, progress.total) : 0;
  const adSpend = kind === 'ad-spend';

  return (
    <Card>
      <CardHeader
        title={t('upload.title')}
        description={adSpend ? t('upload.descriptionAdSpend') : t('upload.description')}
      />
      <CardBody className="flex flex-col gap-4">
        <ImportKindChoice kind={kind} onChange={onKindChange} disabled={!canImport || uploading} />
        {!canImport && (
          <div className="flex gap-3 rounded-lg border border-warning/30 bg-warning-soft p-4 text-sm">
            <Lock aria-hidden className="mt-0.5 h-4 w-4 shrink-0 text-warning" />
            <div>
              <p className="font-medium text-fg">{t('viewer.title')}</p>
              <p className="mt-0.5 text-muted">{t('viewer.description')}</p>
            </div>
          </div>
        )}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard's way in. */}
        <div
          onDragOver={(event) => {
            event.preventDefault();
            if (canImport && !uploading) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed px-4 py-10 text-center transition',
            dragging ? 'border-accent bg-accent-soft' : 'border-border bg-surface-2/40',
            !canImport && 'opacity-60',
          )}
        >
          <span
            aria-hidden
            className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-soft text-accent"
          >
            <UploadCloud className="h-6 w-6" />
          </span>
          <div>
            <p className="text-sm font-semibold text-fg">{t('upload.drop')}</p>
            <p className="mt-0.5 text-sm text-muted">{t('upload.or')}</p>
          </div>
          <input
            ref={input}
            id={inputId}
            type="file"
            accept={IMPORT_FILE_ACCEPT}
            className="sr-only"
            aria-label={adSpend ? t('upload.inputLabelAdSpend') : t('upload.inputLabel')}
            disabled={!canImport || uploading}
            tabIndex={-1}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              // The same file picked again must fire change again.
              event.target.value = '';
            }}
          />
          <Button
            variant="secondary"
            disabled={!canImport || uploading}
            onClick={() => input.current?.click()}
          >
            <FileSpreadsheet aria-hidden className="h-4 w-4" />
            {t('upload.choose')}
          </Button>
          <p className="max-w-md text-xs text-muted">
            {adSpend ? t('upload.formatsAdSpend') : t('upload.formats')}
          </p>
        </div>

        {file && (
          <div className="flex flex-col gap-3 rounded-lg border border-border p-4">
            <div className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted"
              >
                <FileSpreadsheet className="h-5 w-5" />
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium text-fg" title={file.name}>
                  {file.name}
                </p>
                <p className="text-xs text-muted tabular">{formatFileSize(file.size)}</p>
              </div>
              {!uploading && (
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t('upload.remove')}
                  onClick={() => {
                    setError(null);
                    onFileChange(null);
                  }}
                >
                  <X aria-hidden className="h-4 w-4" />
                </Button>
              )}
            </div>
            {uploading && progress && (
              <div className="flex flex-col gap-2">
                <ProgressBar value={percentage} label={t('upload.uploading', { file: file.name })} />
                <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted tabular">
                  <span>
                    {t('upload.progress', {
                      loaded: formatFileSize(progress.loaded),
                      total: formatFileSize(progress.total),
                    })}
                  </span>
                  <span className="font-semibold text-fg">{percentage} %</span>
                </div>
              </div>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              {uploading ? (
                <Button variant="secondary" onClick={() => handle.current?.abort()}>
                  {t('upload.cancel')}
                </Button>
              ) : (
                <Button onClick={() => void upload(file)} disabled={!canImport}>
                  <UploadCloud aria-hidden className="h-4 w-4" />
                  {t('upload.start')}
                </Button>
              )}
            </div>
          </div>
        )}

        {error && (
          <p
            role="alert"
            className="rounded-lg border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-fg"
          >
            {error}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

function describeUploadError(error: unknown, t: TFunction<'imports'>) {
  if (error instanceof ApiError && error.code === 'payload_too_large') {
    const maxBytes = (error.details as { maxBytes?: unknown } | undefined)?.maxBytes;
    return typeof maxBytes === 'number'
      ? t('upload.tooLarge', { max: formatFileSize(maxBytes) })
      : t('upload.tooLargeUnknown');
  }
  return `${t('upload.failed')}: ${getErrorMessage(error)}`;
}
