import {
  type CustomerJourneyReport,
  customerJourneyReportContract,
  JOURNEY_TOP_SOURCES,
  type JourneyGroup,
  type JourneyLink,
  type JourneySource,
} from '@ziskomer/contracts';
import { type DayRange, summariseDayCounts } from '@ziskomer/domain';
import { defineReport } from '../define-report.ts';
import { type JourneyPath, queryJourneyPaths } from '../queries/journey-paths.ts';
import { type JourneyReturns, queryJourneyReturns } from '../queries/journey-returns.ts';
import type { ReportContext } from '../report-context.ts';

/**
 * Customer journey: for the customers whose first counted order falls in the period, how they
 * move from the acquisition source of that order to the sources of the next two, how soon they
 * come back, and how many orders they place — from the path and return counts of migration 0012.
 */
export const customerJourneyReport = defineReport({
  ...customerJourneyReportContract,
  async run(ctx) {
    const paths = await queryJourneyPaths(ctx.db, ctx.shopId, ctx.period);
    const returns = await queryJourneyReturns(ctx.db, ctx.shopId, ctx.period);
    const group = groupSources(rankSources(paths));
    const returned = paths.filter((path) => path.orders >= 2);
    return {
      totals: {
        ...toGroup(paths, returns),
        switchedSource: sum(returned.filter((path) => path.sources[1] !== path.sources[0])),
      },
      bySource: listSourceGroups(paths, returns, group),
      links: listLinks(paths, group),
      previousTotals: ctx.previous ? await getCohortTotals(ctx, ctx.previous) : null,
    };
  },
});

/** The cohort of another period as one group. */
async function getCohortTotals(ctx: ReportContext, range: DayRange): Promise<JourneyGroup> {
  const paths = await queryJourneyPaths(ctx.db, ctx.shopId, range);
  const returns = await queryJourneyReturns(ctx.db, ctx.shopId, range);
  return toGroup(paths, returns);
}

const sum = (paths: JourneyPath[]) => paths.reduce((total, path) => total + path.customers, 0);

/**
 * The sources a journey names: the most frequent among the first three orders of the cohort
 * (every order placed counts once), ties by name; '' (no source) is never among them.
 */
function rankSources(paths: JourneyPath[]): string[] {
  const appearances = new Map<string, number>();
  for (const path of paths) {
    for (const source of path.sources.slice(0, Math.min(path.orders, 3))) {
      if (source !== '') appearances.set(source, (appearances.get(source) ?? 0) + path.customers);
    }
  }
  return [...appearances.entries()]
    .sort(([a, countA], [b, countB]) => countB - countA || (a < b ? -1 : 1))
    .slice(0, JOURNEY_TOP_SOURCES)
    .map(([source]) => source);
}

/** A source as the report shows it: named, '' (Neuvedeno), or null for the rest (Ostatní). */
function groupSources(top: string[]): (source: string) => JourneySource {
  const named = new Set(top);
  return (source) => (source === '' || named.has(source) ? source : null);
}

function toGroup(paths: JourneyPath[], returns: JourneyReturns[]): JourneyGroup {
  const pathLengths = [0, 0, 0, 0, 0];
  for (const path of paths) pathLengths[path.orders - 1]! += path.customers;
  const customers = pathLengths.reduce((total, count) => total + count, 0);
  const returned = customers - pathLengths[0]!;
  const days = summariseDayCounts(returns.flatMap((entry) => entry.counts));
  return {
    customers,
    returned,
    returnedShare: customers > 0 ? returned / customers : null,
    medianDaysToSecond: days.median,
    meanDaysToSecond: days.mean,
    pathLengths,
  };
}

/** Per grouped source of the first order: named by customers (most first), then 'Neuvedeno', then 'Ostatní'. */
function listSourceGroups(
  paths: JourneyPath[],
  returns: JourneyReturns[],
  group: (source: string) => JourneySource,
): CustomerJourneyReport['bySource'] {
  const sources = [...new Set(paths.map((path) => group(path.sources[0])))];
  const groups = sources.map((source) => ({
    source,
    ...toGroup(
      paths.filter((path) => group(path.sources[0]) === source),
      returns.filter((entry) => group(entry.source) === source),
    ),
  }));
  const rank = (source: JourneySource) => (source === null ? 2 : source === '' ? 1 : 0);
  return groups.sort(
    (a, b) =>
      rank(a.source) - rank(b.source) ||
      b.customers - a.customers ||
      String(a.source).localeCompare(String(b.source)),
  );
}

/** The sankey's flows: first → second order of those who came back, second → third of those who came twice. */
function listLinks(paths: JourneyPath[], group: (source: string) => JourneySource): JourneyLink[] {
  const links: JourneyLink[] = [];
  const add = (step: 1 | 2, from: JourneySource, to: JourneySource, customers: number) => {
    const link = links.find(
      (existing) => existing.step === step && existing.from === from && existing.to === to,
    );
    if (link) link.customers += customers;
    else links.push({ step, from, to, customers });
  };
  for (const path of paths) {
    const [first, second, third] = path.sources.map(group) as [JourneySource, JourneySource, JourneySource];
    if (path.orders >= 2) add(1, first, second, path.customers);
    if (path.orders >= 3) add(2, second, third, path.customers);
  }
  return links.sort((a, b) => a.step - b.step || b.customers - a.customers);
}
