/** What a scroll area's box reports: how far it is scrolled and how much it holds. */
export interface ScrollBox {
  scrollLeft: number;
  scrollWidth: number;
  clientWidth: number;
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/**
 * Whether a scroll area hides more content to its right or below, so a hint can say so: a table
 * that shows five rows of a hundred, or cuts its last columns, looks complete without one. One
 * pixel of slack absorbs the rounding of fractional sizes.
 */
export function getOverflowHints(box: ScrollBox): { right: boolean; below: boolean } {
  return {
    right: box.scrollLeft + box.clientWidth < box.scrollWidth - 1,
    below: box.scrollTop + box.clientHeight < box.scrollHeight - 1,
  };
}
