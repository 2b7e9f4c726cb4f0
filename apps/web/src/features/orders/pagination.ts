/** Page arithmetic of the orders browser (100 rows a page, SPEC §9). */

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function getPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The 1-based positions of the first and last row of a page ('Zobrazeno 1–100 z 20 431'); 0–0 when empty. */
export function getShownRange(
  page: number,
  pageSize: number,
  total: number,
): { first: number; last: number } {
  if (total <= 0) return { first: 0, last: 0 };
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}

/** A page number that exists: at least 1, at most the last page. */
export function clampPage(page: number, pageCount: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, pageCount));
}

/** Whether the first/previous and next/last buttons lead anywhere. */
export function getPageMoves(page: number, pageCount: number) {
  return { canGoBack: page > 1, canGoForward: page < pageCount };
}
