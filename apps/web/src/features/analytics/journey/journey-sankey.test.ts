import type { JourneyLink } from '@ziskomer/contracts';
import { describe, expect, it } from 'vitest';
import { buildJourneyGraph, journeyNodeName } from './journey-sankey.ts';

const LINKS: JourneyLink[] = [
  { step: 1, from: 'google', to: 'google', customers: 5 },
  { step: 1, from: 'google', to: 'seznam', customers: 2 },
  { step: 1, from: '', to: 'google', customers: 1 },
  { step: 1, from: null, to: null, customers: 3 },
  { step: 2, from: 'google', to: 'google', customers: 4 },
  { step: 2, from: 'seznam', to: 'google', customers: 1 },
];

describe('customer journey sankey', () => {
  it('keeps a source in different steps apart, so links only run forwards', () => {
    const graph = buildJourneyGraph(LINKS);
    const stepOf = new Map(graph.nodes.map((node) => [node.name, node.step]));
    for (const link of graph.links) expect(stepOf.get(link.target)).toBe(stepOf.get(link.source)! + 1);
    expect(new Set(graph.nodes.map((node) => node.name)).size).toBe(graph.nodes.length);
  });

  it('sizes and orders the nodes of each step, named sources first', () => {
    const graph = buildJourneyGraph(LINKS);
    expect(graph.nodes.map((node) => [node.name, node.customers])).toEqual([
      ['1:"google"', 7],
      ['1:""', 1],
      ['1:null', 3],
      // Step 2 holds who placed a second order: 5 + 1 google, 2 seznam, 3 other.
      ['2:"google"', 6],
      ['2:"seznam"', 2],
      ['2:null', 3],
      ['3:"google"', 5],
    ]);
  });

  it("tells 'Neuvedeno' and 'Ostatní' apart from sources named like them", () => {
    expect(journeyNodeName(1, null)).not.toBe(journeyNodeName(1, 'null'));
    expect(journeyNodeName(1, '')).not.toBe(journeyNodeName(1, '""'));
  });
});
