import { describe, expect, it } from 'vitest';
import {
  aliveLevel,
  describeForecastError,
  formatRangeLabel,
  formatTileMoney,
  progressTowards,
  shareOfTotal,
} from './format-clv.ts';

const czech = (value: number) =>
  new Intl.NumberFormat('cs-CZ', { notation: 'compact', maximumFractionDigits: 1 }).format(value);
const english = (value: number) =>
  new Intl.NumberFormat('en-GB', { notation: 'compact', maximumFractionDigits: 1 }).format(value);

describe('formatRangeLabel', () => {
  it('writes the unit once when both ends share it', () => {
    expect(formatRangeLabel(1000, 2000, czech)).toBe('1–2\u00a0tis.');
    expect(formatRangeLabel(1000, 2000, english)).toBe('1–2k');
    expect(formatRangeLabel(20, 50, english)).toBe('20–50');
  });

  it('keeps both units when they differ, and marks the open last range', () => {
    expect(formatRangeLabel(500, 1000, english)).toBe('500–1k');
    expect(formatRangeLabel(500_000, 1_000_000, english)).toBe('500k–1m');
    expect(formatRangeLabel(5_000_000_000, null, english)).toBe('5bn+');
  });
});

describe('progressTowards', () => {
  it('is the share of the requirement met, capped at 1', () => {
    expect(progressTowards(150, 500)).toBe(0.3);
    expect(progressTowards(900, 500)).toBe(1);
    expect(progressTowards(0, 0)).toBe(1);
  });
});

describe('shareOfTotal', () => {
  it('divides, and gives 0 without a positive total', () => {
    expect(shareOfTotal(25, 100)).toBe(0.25);
    expect(shareOfTotal(25, 0)).toBe(0);
    expect(shareOfTotal(null, 100)).toBe(0);
  });
});

describe('aliveLevel', () => {
  it('splits P(alive) at 40 % and 60 %', () => {
    expect([0, 0.39, 0.4, 0.59, 0.6, 1].map(aliveLevel)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});

describe('formatTileMoney', () => {
  it('is exact below a million and compact with one decimal above', () => {
    expect(formatTileMoney(536_100, 'CZK', 'cs-CZ')).toBe('536\u00a0100\u00a0Kč');
    expect(formatTileMoney(6_018_017, 'CZK', 'cs-CZ')).toBe('6,0\u00a0mil.\u00a0Kč');
    expect(formatTileMoney(60_180_170, 'CZK', 'en-GB')).toBe('CZK\u00a060.2m');
  });
});

describe('describeForecastError', () => {
  it('says by how many whole per cent the forecast was above or below what happened', () => {
    expect(describeForecastError(108, 100)).toEqual({ kind: 'more', share: 0.08 });
    expect(describeForecastError(1653, 1882)).toEqual({ kind: 'less', share: 0.12 });
  });

  it('calls a forecast within half a per cent exact, and has no share of nothing', () => {
    expect(describeForecastError(100.4, 100)).toEqual({ kind: 'exact', share: 0 });
    expect(describeForecastError(3, 0)).toEqual({ kind: 'none', share: 0 });
  });
});
