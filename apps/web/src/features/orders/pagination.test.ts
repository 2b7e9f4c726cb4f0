import { describe, expect, it } from 'vitest';
import { clampPage, getPageCount, getPageMoves, getShownRange } from './pagination.ts';

describe('orders pagination', () => {
  it('counts pages of 100, with one page for an empty list', () => {
    expect(getPageCount(0, 100)).toBe(1);
    expect(getPageCount(1, 100)).toBe(1);
    expect(getPageCount(100, 100)).toBe(1);
    expect(getPageCount(101, 100)).toBe(2);
    expect(getPageCount(20_431, 100)).toBe(205);
  });

  it('gives the rows a page shows', () => {
    expect(getShownRange(1, 100, 20_431)).toEqual({ first: 1, last: 100 });
    expect(getShownRange(2, 100, 20_431)).toEqual({ first: 101, last: 200 });
    expect(getShownRange(205, 100, 20_431)).toEqual({ first: 20_401, last: 20_431 });
    expect(getShownRange(1, 100, 7)).toEqual({ first: 1, last: 7 });
    expect(getShownRange(1, 100, 0)).toEqual({ first: 0, last: 0 });
    // A page past the end (an old link) never claims rows that do not exist.
    expect(getShownRange(9, 100, 250)).toEqual({ first: 250, last: 250 });
  });

  it('keeps page numbers inside the list', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(4, 0)).toBe(1);
  });

  it('says which moves are possible', () => {
    expect(getPageMoves(1, 1)).toEqual({ canGoBack: false, canGoForward: false });
    expect(getPageMoves(1, 3)).toEqual({ canGoBack: false, canGoForward: true });
    expect(getPageMoves(2, 3)).toEqual({ canGoBack: true, canGoForward: true });
    expect(getPageMoves(3, 3)).toEqual({ canGoBack: true, canGoForward: false });
  });
});
