import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkImportRules } from './architecture/import-rules.ts';
import { type ImportGraph, readImportGraph } from './architecture/read-import-graph.ts';

const SRC = fileURLToPath(new URL('../src', import.meta.url));

describe('the imports of apps/server/src', () => {
  const graph = readImportGraph(SRC);

  it('are read from every file, type-only and dynamic imports included', () => {
    expect(graph.size).toBeGreaterThan(300);
    // import type, and import('…') in a type position.
    expect(graph.get('http/app-env.ts')?.map((edge) => edge.target)).toContain('core/deps.ts');
    expect(graph.get('modules/imports/import-units.ts')?.map((edge) => edge.target)).toContain(
      'core/deps.ts',
    );
  });

  it('keep the module-surface rules (docs/ARCHITECTURE.md "Module surfaces")', () => {
    expect(checkImportRules(graph)).toEqual([]);
  });
});

describe('the import reader', () => {
  it('finds every way a file can depend on another, with its line, and skips packages', () => {
    const root = mkdtempSync(join(tmpdir(), 'import-graph-'));
    try {
      mkdirSync(join(root, 'modules/orders'), { recursive: true });
      writeFileSync(
        join(root, 'modules/orders/save-orders.ts'),
        [
          "import { z } from 'zod';",
          "import type { Deps } from '../../core/deps.ts';",
          "export { toOrder } from './to-order.ts';",
          "export * from './order-record.ts';",
          'import {',
          '  a,',
          "} from '../budgets/index.ts';",
          "type Scope = import('../../core/use-case-scope.ts').UseCaseScope;",
          "export const load = () => import('../imports/index.ts');",
        ].join('\n'),
      );
      const graph = readImportGraph(root);
      expect(graph.get('modules/orders/save-orders.ts')).toEqual([
        { target: 'core/deps.ts', line: 2 },
        { target: 'modules/orders/to-order.ts', line: 3 },
        { target: 'modules/orders/order-record.ts', line: 4 },
        { target: 'modules/budgets/index.ts', line: 7 },
        { target: 'core/use-case-scope.ts', line: 8 },
        { target: 'modules/imports/index.ts', line: 9 },
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

/** A graph from `file: [imported files]`, for the rules on made-up code. */
function graphOf(files: Record<string, string[]>): ImportGraph {
  return new Map(
    Object.entries(files).map(([file, targets]) => [file, targets.map((target) => ({ target, line: 1 }))]),
  );
}

describe('the import rules', () => {
  it('accept imports through index.ts, inside a module, and of the shared layers', () => {
    const graph = graphOf({
      'modules/budgets/list-budgets.ts': [
        'modules/budgets/queries/list-budget-rows.ts',
        'modules/orders/index.ts',
        'core/use-case-scope.ts',
        'core/app-error.ts',
        'lib/mailer.ts',
        'jobs/enqueue-job.ts',
      ],
      'modules/budgets/routes.ts': ['http/define-route.ts', 'modules/budgets/list-budgets.ts'],
      'modules/orders/index.ts': ['modules/orders/save-orders.ts'],
      'jobs/app-jobs.ts': ['modules/orders/index.ts', 'core/deps.ts'],
      'http/define-route.ts': ['modules/shops/index.ts', 'core/use-case-scope.ts'],
      'core/deps.ts': ['lib/mailer.ts', 'config.ts'],
      'app.ts': ['modules/budgets/routes.ts', 'http/error-handler.ts'],
      'main.ts': ['app.ts', 'modules/orders/index.ts'],
    });
    expect(checkImportRules(graph)).toEqual([]);
  });

  it("refuse an import of another module's internals, from a module or a layer", () => {
    const graph = graphOf({
      'modules/budgets/list-budgets.ts': ['modules/orders/queries/get-shop-settings.ts'],
      'jobs/app-jobs.ts': ['modules/orders/import-job.ts'],
      'app.ts': ['modules/orders/save-orders.ts'],
    });
    expect(checkImportRules(graph)).toEqual([
      "modules/budgets/list-budgets.ts:1 imports modules/orders/queries/get-shop-settings.ts: another module's internals; import modules/orders/index.ts",
      "jobs/app-jobs.ts:1 imports modules/orders/import-job.ts: another module's internals; import modules/orders/index.ts",
      "app.ts:1 imports modules/orders/save-orders.ts: another module's internals; import modules/orders/index.ts",
    ]);
  });

  it('refuse a module importing its own index.ts', () => {
    const graph = graphOf({ 'modules/orders/save-orders.ts': ['modules/orders/index.ts'] });
    expect(checkImportRules(graph)).toEqual([
      "modules/orders/save-orders.ts:1 imports modules/orders/index.ts: its own module's index.ts; inside a module, import the file itself",
    ]);
  });

  it('refuse a use case importing http/, and allow routes and middleware', () => {
    const graph = graphOf({
      'modules/orders/list-orders.ts': ['http/define-route.ts'],
      'modules/orders/routes.ts': ['http/define-route.ts'],
      'modules/orders/cors-middleware.ts': ['http/app-env.ts'],
    });
    expect(checkImportRules(graph)).toEqual([
      'modules/orders/list-orders.ts:1 imports http/define-route.ts: http/ from a use case; take UseCaseScope, AppError and Deps from core/',
    ]);
  });

  it('refuse core/ or lib/ importing a module, http/ or jobs/', () => {
    const graph = graphOf({
      'core/deps.ts': ['modules/auth/index.ts'],
      'lib/mailer.ts': ['http/app-env.ts', 'jobs/define-job.ts'],
    });
    expect(checkImportRules(graph)).toEqual([
      'core/deps.ts:1 imports modules/auth/index.ts: a module from the shared core/ layer, which depends on no module',
      'lib/mailer.ts:1 imports http/app-env.ts: http/ from the shared lib/ layer, which depends on no module',
      'lib/mailer.ts:1 imports jobs/define-job.ts: jobs/ from the shared lib/ layer, which depends on no module',
    ]);
  });

  it('refuse jobs/ importing http/, and anything importing the composition root', () => {
    const graph = graphOf({
      'jobs/job-runner.ts': ['http/app-env.ts'],
      'modules/orders/save-orders.ts': ['main.ts'],
    });
    expect(checkImportRules(graph)).toEqual([
      'jobs/job-runner.ts:1 imports http/app-env.ts: http/ from the job runner, which runs without requests',
      'modules/orders/save-orders.ts:1 imports main.ts: the composition root, which nothing but main.ts imports',
    ]);
  });

  it('print each module cycle with the imports that close it, even through index.ts', () => {
    const graph = graphOf({
      'modules/auth/auth.ts': ['modules/demo/index.ts'],
      'modules/demo/fill-demo.ts': ['modules/tracking/index.ts'],
      'modules/tracking/routes.ts': ['modules/auth/index.ts'],
      'modules/orders/save-orders.ts': ['modules/auth/index.ts'],
      'modules/analytics/refresh.ts': ['modules/budgets/index.ts'],
      'modules/budgets/status.ts': ['modules/analytics/index.ts'],
    });
    expect(checkImportRules(graph)).toEqual([
      [
        'module cycle among analytics, budgets:',
        '    analytics → budgets (modules/analytics/refresh.ts:1 → modules/budgets/index.ts)',
        '    budgets → analytics (modules/budgets/status.ts:1 → modules/analytics/index.ts)',
      ].join('\n'),
      [
        'module cycle among auth, demo, tracking:',
        '    auth → demo (modules/auth/auth.ts:1 → modules/demo/index.ts)',
        '    demo → tracking (modules/demo/fill-demo.ts:1 → modules/tracking/index.ts)',
        '    tracking → auth (modules/tracking/routes.ts:1 → modules/auth/index.ts)',
      ].join('\n'),
    ]);
  });
});
