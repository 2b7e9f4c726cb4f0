import type { JourneyLink, JourneySource } from '@ziskomer/contracts';

export interface JourneyNode {
  /** Unique per step ("2:\"google\""), so the same source in two steps is two nodes: no cycles. */
  name: string;
  step: 1 | 2 | 3;
  source: JourneySource;
  customers: number;
}

export interface JourneyGraph {
  nodes: JourneyNode[];
  links: { source: string; target: string; value: number; step: 1 | 2 }[];
}

/** A node's name: the step, then the source as JSON, which keeps '' (not given) and null (other) apart from any real name. */
export const journeyNodeName = (step: number, source: JourneySource) => `${step}:${JSON.stringify(source)}`;

/**
 * The sankey of the report's flows: a node per step and source, links only from one step to the
 * next. Nodes of a step are ordered by customers, with 'Neuvedeno' and 'Ostatní' last, so the
 * large flows sit on top.
 */
export function buildJourneyGraph(links: readonly JourneyLink[]): JourneyGraph {
  const nodes = new Map<string, JourneyNode>();
  const touch = (step: 1 | 2 | 3, source: JourneySource, customers: number, counts: boolean) => {
    const name = journeyNodeName(step, source);
    const node = nodes.get(name) ?? { name, step, source, customers: 0 };
    if (counts) node.customers += customers;
    nodes.set(name, node);
  };
  for (const link of links) {
    const from = link.step;
    const to = (link.step + 1) as 2 | 3;
    // A node's size is the customers who placed that order: what flows in, or out of the first step.
    touch(from, link.from, link.customers, from === 1);
    touch(to, link.to, link.customers, true);
  }
  const rank = (source: JourneySource) => (source === null ? 2 : source === '' ? 1 : 0);
  const ordered = [...nodes.values()].sort(
    (a, b) =>
      a.step - b.step ||
      rank(a.source) - rank(b.source) ||
      b.customers - a.customers ||
      String(a.source).localeCompare(String(b.source)),
  );
  return {
    nodes: ordered,
    links: links.map((link) => ({
      source: journeyNodeName(link.step, link.from),
      target: journeyNodeName(link.step + 1, link.to),
      value: link.customers,
      step: link.step,
    })),
  };
}
