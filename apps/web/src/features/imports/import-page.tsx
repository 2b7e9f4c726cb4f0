import { useQueryClient } from '@tanstack/react-query';
import { hasRole, type Import, type ImportKind, type Shop } from '@ziskomer/contracts';
import { Store } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { getErrorMessage } from '../../lib/notify.ts';
import { EshopSourceCard } from '../connections/eshop/eshop-source-card.tsx';
import { ImportSchedulesCard } from '../import-schedules/import-schedules-card.tsx';
import { useSelectedShop } from '../shops/use-selected-shop.ts';
import { DeleteOrderDataCard } from './delete-order-data-card.tsx';
import { importKeys } from './import-keys.ts';
import { ImportSession } from './import-session.tsx';
import { listActiveImports } from './import-status.ts';
import { ImportStepper } from './import-stepper.tsx';
import type { AnalysisOverrides } from './imports-api.ts';
import { RecentImportsCard } from './recent-imports-card.tsx';
import { UploadStep } from './upload-step.tsx';
import { useActiveImports } from './use-active-imports.ts';

/**
 * /import: the import wizard of the selected shop (orders, or with `?kind=ad-spend` ad spend), its
 * recent imports and the danger zone.
 */
export default function ImportPage() {
  const { t } = useTranslation('imports');
  const { shop, shops } = useSelectedShop();
  const [, setParams] = useSearchParams();

  // An import belongs to one shop: switching shops closes the one that is open.
  const shownShop = useRef(shop?.id);
  useEffect(() => {
    if (shownShop.current && shop && shownShop.current !== shop.id) setParams({}, { replace: true });
    shownShop.current = shop?.id;
  }, [shop, setParams]);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('title')}</h1>
        <p className="mt-1 max-w-3xl text-sm text-muted">{t('subtitle')}</p>
      </header>
      {shops.isPending ? (
        <div className="flex flex-col gap-4" aria-busy>
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-72 w-full rounded-xl" />
        </div>
      ) : shops.isError ? (
        <Card>
          <ErrorState
            size="inline"
            className="py-10"
            title={t('shopsFailed')}
            description={getErrorMessage(shops.error)}
            actions={
              <Button variant="secondary" onClick={() => void shops.refetch()}>
                {t('common:retry')}
              </Button>
            }
          />
        </Card>
      ) : shop ? (
        <ImportWorkspace key={shop.id} shop={shop} />
      ) : (
        <Card>
          <EmptyState
            icon={Store}
            title={t('noShop.title')}
            description={t('noShop.description')}
            action={
              <Button asChild>
                <Link to="/settings?tab=projects-shops">{t('noShop.action')}</Link>
              </Button>
            }
          />
        </Card>
      )}
    </div>
  );
}

function ImportWorkspace({ shop }: { shop: Shop }) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const importId = params.get('id');
  // What a new file will be imported as; a link can preselect it (/import?kind=ad-spend).
  const kind: ImportKind = params.get('kind') === 'ad-spend' ? 'ad-spend' : 'orders';
  const imports = useActiveImports(shop.id);
  const canImport = hasRole(shop.role, 'admin');
  // The chosen file stays in the page (a reference, not its bytes) so a failed import can be retried.
  const [file, setFile] = useState<File | null>(null);
  const [initialOverrides, setInitialOverrides] = useState<AnalysisOverrides>({});
  const [autoStart, setAutoStart] = useState(false);

  // After a reload during an import, pick up the one that is running (checked once per visit).
  const resumeChecked = useRef(false);
  useEffect(() => {
    if (resumeChecked.current || !imports.data) return;
    resumeChecked.current = true;
    const running = listActiveImports(imports.data)[0];
    if (!importId && running) setParams({ id: running.id }, { replace: true });
  }, [imports.data, importId, setParams]);

  const startOver = () => {
    // Another file of the same kind is the likely next step (the next day's ad spend …).
    const shown = importId
      ? queryClient.getQueryData<Import>(importKeys.detail(shop.id, importId))
      : undefined;
    setFile(null);
    setInitialOverrides({});
    setAutoStart(false);
    setParams((shown?.kind ?? kind) === 'ad-spend' ? { kind: 'ad-spend' } : {});
  };
  const retryWithFile = (options: Import['options'], retryKind: ImportKind) => {
    if (options) {
      const { invalidRowPolicy: _policy, ...rest } = options;
      setInitialOverrides({ ...rest, preset: rest.preset ?? undefined, channel: rest.channel ?? undefined });
    }
    setAutoStart(true);
    setParams(retryKind === 'ad-spend' ? { kind: retryKind } : {});
  };

  return (
    <>
      {importId ? (
        <ImportSession
          key={importId}
          shop={shop}
          importId={importId}
          canImport={canImport}
          initialOverrides={initialOverrides}
          onRetryWithFile={file ? retryWithFile : null}
          onStartOver={startOver}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <div className="rounded-xl border border-border bg-surface px-4 py-4 shadow-sm sm:px-5">
            <ImportStepper step="upload" />
          </div>
          <UploadStep
            shopId={shop.id}
            kind={kind}
            onKindChange={(next) => setParams(next === 'ad-spend' ? { kind: next } : {}, { replace: true })}
            file={file}
            onFileChange={setFile}
            canImport={canImport}
            autoStart={autoStart}
            onUploaded={(created) => {
              setAutoStart(false);
              queryClient.setQueryData(importKeys.detail(shop.id, created.id), created);
              void queryClient.invalidateQueries({ queryKey: importKeys.list(shop.id) });
              setParams({ id: created.id });
            }}
          />
        </div>
      )}
      <div
        className={
          canImport ? 'grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]' : 'grid gap-6'
        }
      >
        <RecentImportsCard
          imports={imports}
          currentId={importId}
          timeZone={shop.timeZone}
          onOpen={() => {
            setInitialOverrides({});
            setAutoStart(false);
          }}
        />
        {canImport && (
          <div>
            <DeleteOrderDataCard shop={shop} />
          </div>
        )}
      </div>
      <EshopSourceCard shop={shop} />
      <ImportSchedulesCard shop={shop} />
    </>
  );
}
