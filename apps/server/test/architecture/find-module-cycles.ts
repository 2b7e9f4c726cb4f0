import type { ImportGraph } from './read-import-graph.ts';
import { moduleOf } from './source-areas.ts';

/** A module that imports another, with one file import that makes it so (for the message). */
export interface ModuleEdge {
  from: string;
  to: string;
  via: string;
}

/** The imports between distinct modules, one per pair, each with the first file import found. */
export function listModuleEdges(graph: ImportGraph): ModuleEdge[] {
  const edges = new Map<string, ModuleEdge>();
  for (const [file, imports] of [...graph].sort(([a], [b]) => a.localeCompare(b))) {
    const from = moduleOf(file);
    if (!from) continue;
    for (const { target, line } of imports) {
      const to = moduleOf(target);
      if (!to || to === from || edges.has(`${from}>${to}`)) continue;
      edges.set(`${from}>${to}`, { from, to, via: `${file}:${line} → ${target}` });
    }
  }
  return [...edges.values()];
}

/** Modules that depend on each other (a strongly connected group), and one cycle among them. */
export interface ModuleCycle {
  modules: string[];
  /** The shortest cycle from the group's first module, a step per line with its file import. */
  steps: string[];
}

/** Every group of modules that depend on each other, found with Tarjan's algorithm. */
export function findModuleCycles(edges: ModuleEdge[]): ModuleCycle[] {
  const next = new Map<string, ModuleEdge[]>();
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge]);
  const groups = stronglyConnected([...new Set(edges.flatMap((e) => [e.from, e.to]))].sort(), next);
  return groups
    .filter((group) => group.length > 1)
    .map((group) => ({ modules: group, steps: closeCycle(group, next) }));
}

function stronglyConnected(nodes: string[], next: Map<string, ModuleEdge[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const { to } of next.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (stack.includes(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      groups.push(group.sort());
    }
  };
  for (const node of nodes) if (!index.has(node)) visit(node);
  return groups;
}

/** A shortest path from the group's first module back to itself, inside the group. */
function closeCycle(group: string[], next: Map<string, ModuleEdge[]>): string[] {
  const start = group[0]!;
  const cameBy = new Map<string, ModuleEdge>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const edge of next.get(node) ?? []) {
      if (!group.includes(edge.to) || cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, edge);
      if (edge.to === start) queue.length = 0;
      else queue.push(edge.to);
    }
  }
  const steps: ModuleEdge[] = [];
  for (let node = start; steps.length === 0 || node !== start; ) {
    const edge = cameBy.get(node)!;
    steps.unshift(edge);
    node = edge.from;
  }
  return steps.map((step) => `${step.from} → ${step.to} (${step.via})`);
}
