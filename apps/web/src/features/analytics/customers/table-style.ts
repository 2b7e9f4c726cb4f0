/**
 * Cell spacing of the customer reports' tables, set once on the <table>: CARD_TABLE for tables
 * that run edge to edge in a card (the outer cells line up with the card's 1.25 rem padding),
 * INSET_TABLE for tables inside a padded card body.
 */
export const CARD_TABLE =
  'w-full text-sm [&_td]:px-3 [&_th]:px-3 [&_td:first-child]:pl-5 [&_th:first-child]:pl-5 [&_td:last-child]:pr-5 [&_th:last-child]:pr-5';
export const INSET_TABLE =
  'w-full text-sm [&_td]:px-2 [&_th]:px-2 [&_td:first-child]:pl-0 [&_th:first-child]:pl-0 [&_td:last-child]:pr-0 [&_th:last-child]:pr-0';
