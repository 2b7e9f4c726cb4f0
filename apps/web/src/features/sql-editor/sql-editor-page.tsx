import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SQL_EXAMPLES, type SqlErrorDetails, type SqlResult } from '@ziskomer/contracts';
import { Database, Download, History, Play, Save, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Kbd } from '../../components/ui/kbd.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatNumber } from '../../lib/format.ts';
import { notify, notifyError } from '../../lib/notify.ts';
import { downloadCsv } from '../analytics/shared/download-csv.ts';
import { SelectedShopGate } from '../shops/selected-shop-gate.tsx';
import { SqlCodeEditor, type SqlCodeEditorHandle } from './sql-code-editor.tsx';
import { sqlEditorApi, sqlEditorKeys } from './sql-editor-api.ts';
import { addToHistory, clearHistory, type HistoryEntry, readHistory } from './sql-history.ts';
import { resultToCsvRows } from './sql-result-csv.ts';
import { SqlResultsTable } from './sql-results-table.tsx';
import { SqlSchemaBrowser } from './sql-schema-browser.tsx';

/** /sql: read-only SQL over the selected shop's views (docs/SECURITY.md "SQL editor"). */
export default function SqlEditorPage() {
  const { t } = useTranslation('sqlEditor');
  return (
    <SelectedShopGate
      skeleton={<Spinner />}
      texts={{
        shopsFailed: t('page.shopsFailed'),
        title: t('page.noShop.title'),
        description: t('page.noShop.description'),
        action: t('page.noShop.action'),
      }}
    >
      {(shop) => <SqlWorkspace key={shop.id} shopId={shop.id} shopName={shop.name} />}
    </SelectedShopGate>
  );
}

type RunState =
  | { kind: 'idle' }
  | { kind: 'running' }
  | { kind: 'done'; result: SqlResult; sql: string }
  | { kind: 'failed'; error: unknown; sql: string };

function SqlWorkspace({ shopId, shopName }: { shopId: string; shopName: string }) {
  const { t } = useTranslation('sqlEditor');
  const editor = useRef<SqlCodeEditorHandle>(null);
  const examples = {
    revenueTrend: `-- ${t('editor.revenueTrend')}\n${SQL_EXAMPLES.revenueTrend}`,
    marketingSpending: `-- ${t('editor.marketingSpending')}\n${SQL_EXAMPLES.marketingSpending}`,
  };
  const [text, setText] = useState<string>(examples.revenueTrend);
  const [state, setState] = useState<RunState>({ kind: 'idle' });
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(shopId));
  const [saving, setSaving] = useState(false);
  const [name, setName] = useState('');
  const running = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const saved = useQuery({
    queryKey: sqlEditorKeys.saved(shopId),
    queryFn: ({ signal }) => sqlEditorApi.listSaved(shopId, signal),
  });
  const save = useMutation({
    mutationFn: (input: { name: string; sql: string }) => sqlEditorApi.save(shopId, input),
    onSuccess: (query) => {
      notify('success', t('editor.saved', { name: query.name }));
      setSaving(false);
      setName('');
      void queryClient.invalidateQueries({ queryKey: sqlEditorKeys.saved(shopId) });
    },
    onError: (error) => notifyError(error, t('editor.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: (queryId: string) => sqlEditorApi.remove(shopId, queryId),
    onSuccess: () => {
      notify('success', t('saved.deleted'));
      void queryClient.invalidateQueries({ queryKey: sqlEditorKeys.saved(shopId) });
    },
    onError: (error) => notifyError(error, t('saved.deleteFailed')),
  });

  const run = async () => {
    const sql = text;
    if (!sql.trim()) return;
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    editor.current?.markError(undefined);
    setState({ kind: 'running' });
    try {
      const result = await sqlEditorApi.run(shopId, sql, controller.signal);
      if (controller.signal.aborted) return;
      setState({ kind: 'done', result, sql });
      setHistory(
        addToHistory(shopId, {
          sql,
          ranAt: new Date().toISOString(),
          rows: result.rows.length,
          failed: false,
        }),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', error, sql });
      setHistory(addToHistory(shopId, { sql, ranAt: new Date().toISOString(), rows: null, failed: true }));
      editor.current?.markError(errorDetails(error)?.position);
    }
  };

  const load = (sql: string) => {
    editor.current?.setText(sql);
    setText(sql);
    editor.current?.focus();
  };

  const insert = (word: string) => {
    const next = text.trimEnd().length === 0 ? word : `${text}${/\s$/.test(text) ? '' : ' '}${word}`;
    load(next);
  };

  return (
    <div className="space-y-4">
      <header>
        <h1 className="text-2xl font-semibold text-fg">{t('page.title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('page.subtitle', { shop: shopName })}</p>
      </header>
      <div className="grid gap-4 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <Card className="order-2 p-3 lg:order-1 lg:max-h-[calc(100vh-10rem)] lg:overflow-y-auto">
          <Tabs defaultValue="schema">
            <TabsList className="w-full">
              <TabsTrigger value="schema">{t('side.schema')}</TabsTrigger>
              <TabsTrigger value="saved">{t('side.saved')}</TabsTrigger>
              <TabsTrigger value="history">{t('side.history')}</TabsTrigger>
            </TabsList>
            <TabsContent value="schema" className="pt-3">
              <SqlSchemaBrowser onInsert={insert} />
            </TabsContent>
            <TabsContent value="saved" className="pt-3">
              {saved.isPending ? (
                <Spinner />
              ) : saved.isError ? (
                <p className="text-sm text-danger">{t('saved.loadFailed')}</p>
              ) : saved.data.queries.length === 0 ? (
                <p className="text-sm text-muted">{t('saved.empty')}</p>
              ) : (
                <ul className="space-y-1">
                  {saved.data.queries.map((query) => (
                    <li key={query.id} className="flex items-center gap-1">
                      <button
                        type="button"
                        onClick={() => load(query.sql)}
                        aria-label={t('saved.open', { name: query.name })}
                        className="min-w-0 flex-1 truncate rounded px-2 py-1.5 text-left text-sm text-fg hover:bg-surface-2"
                      >
                        {query.name}
                      </button>
                      <Button
                        variant="ghost"
                        size="xs"
                        onClick={() => remove.mutate(query.id)}
                        aria-label={t('saved.delete', { name: query.name })}
                      >
                        <Trash2 className="h-3.5 w-3.5" aria-hidden />
                      </Button>
                    </li>
                  ))}
                </ul>
              )}
            </TabsContent>
            <TabsContent value="history" className="pt-3">
              {history.length === 0 ? (
                <p className="text-sm text-muted">{t('history.empty')}</p>
              ) : (
                <>
                  <ul className="space-y-1">
                    {history.map((entry) => (
                      <li key={entry.ranAt}>
                        <button
                          type="button"
                          onClick={() => load(entry.sql)}
                          aria-label={t('history.open')}
                          className="w-full rounded px-2 py-1.5 text-left hover:bg-surface-2"
                        >
                          <span className="line-clamp-2 font-mono text-xs text-fg">{entry.sql}</span>
                          <span className={`text-[11px] ${entry.failed ? 'text-danger' : 'text-muted'}`}>
                            {entry.failed
                              ? t('history.failed')
                              : t('history.rows', {
                                  count: entry.rows ?? 0,
                                  formatted: formatNumber(entry.rows ?? 0),
                                })}
                          </span>
                        </button>
                      </li>
                    ))}
                  </ul>
                  <Button
                    variant="ghost"
                    size="xs"
                    className="mt-2"
                    onClick={() => {
                      clearHistory(shopId);
                      setHistory([]);
                    }}
                  >
                    <History className="h-3.5 w-3.5" aria-hidden />
                    {t('history.clear')}
                  </Button>
                </>
              )}
            </TabsContent>
          </Tabs>
        </Card>
        <div className="order-1 min-w-0 space-y-4 lg:order-2">
          <Card className="overflow-hidden">
            <div className="h-56 border-b border-border sm:h-64">
              <SqlCodeEditor
                ref={editor}
                initialText={examples.revenueTrend}
                onChange={setText}
                onRun={() => void run()}
                label={t('editor.label')}
                placeholder={t('editor.placeholder')}
              />
            </div>
            <div className="flex flex-wrap items-center gap-2 p-3">
              <Button
                onClick={() => void run()}
                loading={state.kind === 'running'}
                title={t('editor.runHint')}
              >
                <Play className="h-4 w-4" aria-hidden />
                {state.kind === 'running' ? t('editor.running') : t('editor.run')}
              </Button>
              <span className="hidden text-xs text-muted sm:inline">
                <Kbd keys={['Ctrl', 'Enter']} />
              </span>
              <span className="ml-auto text-xs text-muted">{t('editor.examples')}:</span>
              <Button variant="secondary" size="sm" onClick={() => load(examples.revenueTrend)}>
                {t('editor.revenueTrend')}
              </Button>
              <Button variant="secondary" size="sm" onClick={() => load(examples.marketingSpending)}>
                {t('editor.marketingSpending')}
              </Button>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setSaving((open) => !open)}
                aria-expanded={saving}
              >
                <Save className="h-4 w-4" aria-hidden />
                {t('editor.save')}
              </Button>
            </div>
            {saving && (
              <form
                className="flex flex-wrap items-end gap-2 border-t border-border p-3"
                onSubmit={(event) => {
                  event.preventDefault();
                  save.mutate({ name, sql: text });
                }}
              >
                <label className="flex min-w-48 flex-1 flex-col gap-1 text-sm text-fg">
                  {t('editor.saveName')}
                  <input
                    value={name}
                    onChange={(event) => setName(event.target.value)}
                    maxLength={120}
                    required
                    // biome-ignore lint/a11y/noAutofocus: the form opens on the user's click to type the name
                    autoFocus
                    className="h-9 rounded-md border border-border bg-surface px-3 text-sm text-fg"
                  />
                </label>
                <Button type="submit" size="sm" loading={save.isPending}>
                  {t('editor.saveConfirm')}
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setSaving(false)}>
                  {t('editor.cancel')}
                </Button>
              </form>
            )}
          </Card>
          <ResultPanel state={state} shopName={shopName} />
        </div>
      </div>
    </div>
  );
}

function errorDetails(error: unknown): SqlErrorDetails | undefined {
  return error instanceof ApiError ? (error.details as SqlErrorDetails | undefined) : undefined;
}

/** Line and column of a 1-based character position, as a person finds it in the editor. */
function lineAndColumn(text: string, position: number): { line: number; column: number } {
  const before = text.slice(0, position - 1).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

function ResultPanel({ state, shopName }: { state: RunState; shopName: string }) {
  const { t } = useTranslation('sqlEditor');
  if (state.kind === 'idle') {
    return (
      <Card>
        <EmptyState icon={Database} title={t('result.idleTitle')} description={t('result.idleDescription')} />
      </Card>
    );
  }
  if (state.kind === 'running') {
    return (
      <Card className="flex items-center justify-center gap-2 py-10 text-sm text-muted" aria-live="polite">
        <Spinner /> {t('result.running')}
      </Card>
    );
  }
  if (state.kind === 'failed') {
    const details = errorDetails(state.error);
    const message = state.error instanceof ApiError ? state.error.message : String(state.error);
    const reason =
      details?.reason !== undefined
        ? t(`result.reasons.${details.reason}`, { subject: details.subject ?? '' })
        : null;
    const where = details?.position ? lineAndColumn(state.sql, details.position) : null;
    return (
      <Card role="alert" className="border-danger/40 bg-danger-soft p-4">
        <p className="font-semibold text-danger">{t('result.errorTitle')}</p>
        {reason && <p className="mt-1 text-sm font-medium text-fg">{reason}</p>}
        <p className={`mt-1 text-sm ${reason ? 'text-muted' : 'text-fg'}`}>{message}</p>
        {details?.message && (
          <pre className="mt-2 whitespace-pre-wrap font-mono text-xs text-fg">{details.message}</pre>
        )}
        {where && <p className="mt-1 text-xs text-muted">{t('result.position', where)}</p>}
      </Card>
    );
  }
  const { result } = state;
  const count = result.rows.length;
  return (
    <Card className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm text-fg" aria-live="polite">
          {t('result.summary', { count, formatted: formatNumber(count), ms: formatNumber(result.elapsedMs) })}
        </p>
        {count > 0 && (
          <Button
            variant="secondary"
            size="sm"
            className="ml-auto"
            onClick={() =>
              downloadCsv(
                `sql-${shopName.toLowerCase().replace(/\W+/g, '-')}.csv`,
                result.columns.map((column) => column.name),
                resultToCsvRows(result),
              )
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            {t('result.csv')}
          </Button>
        )}
      </div>
      {result.truncated && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-sm text-fg" role="status">
          {t('result.truncated')}
        </p>
      )}
      {count === 0 ? (
        <EmptyState title={t('result.empty')} />
      ) : (
        <SqlResultsTable result={result} label={t('result.tableLabel')} />
      )}
    </Card>
  );
}
