import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** One import of a file: the imported file (relative to the source root) and the line it is on. */
export interface ImportEdge {
  target: string;
  line: number;
}

/** Every .ts file under a source root (paths relative to it, with `/`) and the files it imports. */
export type ImportGraph = Map<string, ImportEdge[]>;

/**
 * Reads the imports of every .ts file under `root`: `import`, `import type`, `export … from`,
 * dynamic `import()` and `import('…').T` in types, as TypeScript's own pre-processor finds them.
 * Package imports are left out; only files of the root count.
 */
export function readImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of listTsFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const edges: ImportEdge[] = [];
    for (const imported of ts.preProcessFile(text, true, true).importedFiles) {
      if (!imported.fileName.startsWith('.')) continue;
      const target = toRootPath(root, resolve(dirname(file), imported.fileName));
      if (target.startsWith('..')) continue;
      edges.push({ target, line: lineOf(text, imported.pos) });
    }
    graph.set(toRootPath(root, file), edges);
  }
  return graph;
}

function lineOf(text: string, position: number): number {
  let line = 1;
  for (
    let index = text.indexOf('\n');
    index !== -1 && index < position;
    index = text.indexOf('\n', index + 1)
  ) {
    line += 1;
  }
  return line;
}

function listTsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listTsFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function toRootPath(root: string, file: string): string {
  return relative(root, file).split(sep).join('/');
}
