import { findModuleCycles, listModuleEdges } from './find-module-cycles.ts';
import type { ImportGraph } from './read-import-graph.ts';
import { areaOf, isHttpAdapter, isModuleSurface, moduleOf } from './source-areas.ts';

/**
 * The import rules of apps/server/src (docs/ARCHITECTURE.md "Module surfaces"), checked over an
 * import graph. Returns one readable line per broken rule; none when the code keeps them all.
 */
export function checkImportRules(graph: ImportGraph): string[] {
  const violations: string[] = [];
  for (const [file, imports] of graph) {
    for (const { target, line } of imports) {
      const problem = checkImport(file, target);
      if (problem) violations.push(`${file}:${line} imports ${target}: ${problem}`);
    }
  }
  for (const cycle of findModuleCycles(listModuleEdges(graph))) {
    violations.push(`module cycle among ${cycle.modules.join(', ')}:\n    ${cycle.steps.join('\n    ')}`);
  }
  return violations;
}

/** Why `file` may not import `target`, or undefined when it may. */
function checkImport(file: string, target: string): string | undefined {
  const from = areaOf(file);
  const to = areaOf(target);
  const fromModule = moduleOf(file);
  const toModule = moduleOf(target);

  if (toModule && toModule !== fromModule && !isModuleSurface(target)) {
    // The composition root mounts each module's HTTP adapter.
    if (!(file === 'app.ts' && target.endsWith('/routes.ts'))) {
      return `another module's internals; import modules/${toModule}/index.ts`;
    }
  }
  if (toModule && toModule === fromModule && isModuleSurface(target) && !isModuleSurface(file)) {
    return "its own module's index.ts; inside a module, import the file itself";
  }
  if (from.kind === 'module' && to.kind === 'http' && !isHttpAdapter(file)) {
    return 'http/ from a use case; take UseCaseScope, AppError and Deps from core/';
  }
  if ((from.kind === 'core' || from.kind === 'lib') && !['core', 'lib', 'config'].includes(to.kind)) {
    return `${to.kind === 'module' ? 'a module' : `${to.kind}/`} from the shared ${from.kind}/ layer, which depends on no module`;
  }
  if (from.kind === 'jobs' && to.kind === 'http')
    return 'http/ from the job runner, which runs without requests';
  if (to.kind === 'root' && !(file === 'main.ts' && target === 'app.ts')) {
    return 'the composition root, which nothing but main.ts imports';
  }
  return undefined;
}
