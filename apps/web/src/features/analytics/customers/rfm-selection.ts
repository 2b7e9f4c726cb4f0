import { RFM_SEGMENTS, type RfmSegment } from '@ziskomer/contracts';

/** Reads `?segment=…&page=…`; an unknown segment or a page that is not a positive whole number is ignored. */
export function readRfmSelection(params: URLSearchParams): { segment: RfmSegment | null; page: number } {
  const value = params.get('segment');
  const segment = RFM_SEGMENTS.find((candidate) => candidate === value) ?? null;
  const page = Number(params.get('page') ?? '1');
  return { segment, page: segment && Number.isInteger(page) && page >= 1 ? page : 1 };
}

/** The first and last row shown on a page and how many pages there are (at least one). */
export function describePage(page: number, pageSize: number, total: number) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : Math.min(total, (page - 1) * pageSize + 1);
  const to = Math.min(total, page * pageSize);
  return { pages, from, to, hasPrevious: page > 1, hasNext: page < pages };
}
