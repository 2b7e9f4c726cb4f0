/**
 * Where a file of apps/server/src belongs (docs/ARCHITECTURE.md "Module surfaces"):
 * - a module: `modules/<name>/…`, entered from outside through its `index.ts` only;
 * - a shared layer: `core/` (use-case scope, error, dependencies) and `lib/` (tools), which
 *   depend on no module; `jobs/` (the job runner) and `http/` (routing, access checks, errors);
 * - the composition root: `app.ts` and `main.ts`, which build the app; `config.ts`, read by all.
 */
export type Area =
  | { kind: 'module'; name: string }
  | { kind: 'core' | 'lib' | 'jobs' | 'http' | 'root' | 'config' | 'other' };

export function areaOf(path: string): Area {
  const [first, second] = path.split('/');
  if (first === 'modules' && second && path.split('/').length > 2) return { kind: 'module', name: second };
  if (first === 'core' || first === 'lib' || first === 'jobs' || first === 'http') return { kind: first };
  if (path === 'app.ts' || path === 'main.ts') return { kind: 'root' };
  if (path === 'config.ts') return { kind: 'config' };
  return { kind: 'other' };
}

export function moduleOf(path: string): string | undefined {
  const area = areaOf(path);
  return area.kind === 'module' ? area.name : undefined;
}

/** The one file of a module that code outside it may import. */
export function isModuleSurface(path: string): boolean {
  const name = moduleOf(path);
  return name !== undefined && path === `modules/${name}/index.ts`;
}

/**
 * A module's HTTP adapter: its `routes.ts` (in any folder of the module) and Hono middleware
 * (`*-middleware.ts`). Only these may import `http/`; everything else in a module is a use case.
 */
export function isHttpAdapter(path: string): boolean {
  const file = path.slice(path.lastIndexOf('/') + 1);
  return file === 'routes.ts' || file.endsWith('-middleware.ts');
}
