import { describe, expect, it } from 'vitest';
import { detectDateFormat, parseOrderDate } from '../src/parse-order-date.ts';
import { getZonedDay, zonedTimeToInstant } from '../src/zoned-time.ts';

const PRAGUE = 'Europe/Prague';

function instantOf(text: string, format?: 'dmy' | 'mdy' | 'iso') {
  const result = parseOrderDate(text, PRAGUE, format);
  if (!result.ok) throw new Error(result.code);
  return { iso: result.instant.toISOString(), day: result.day };
}

describe('parseOrderDate', () => {
  it('reads Czech dates in the shop time zone, winter and summer', () => {
    expect(instantOf('31.12.2024')).toEqual({ iso: '2024-12-30T23:00:00.000Z', day: '2024-12-31' });
    expect(instantOf('31.12.2024 14:05')).toEqual({ iso: '2024-12-31T13:05:00.000Z', day: '2024-12-31' });
    expect(instantOf('1. 7. 2024 0:30:15')).toEqual({ iso: '2024-06-30T22:30:15.000Z', day: '2024-07-01' });
  });

  it('reads ISO dates, with and without an offset', () => {
    expect(instantOf('2024-12-31')).toEqual({ iso: '2024-12-30T23:00:00.000Z', day: '2024-12-31' });
    expect(instantOf('2024-12-31T23:30:00Z')).toEqual({ iso: '2024-12-31T23:30:00.000Z', day: '2025-01-01' });
    expect(instantOf('2024-12-31 14:05:00 +0100')).toEqual({
      iso: '2024-12-31T13:05:00.000Z',
      day: '2024-12-31',
    });
    expect(instantOf('2024-06-01T10:00:00.123+02:00').iso).toBe('2024-06-01T08:00:00.000Z');
  });

  it('reads US month-first dates when the file uses them', () => {
    expect(instantOf('5/31/2016 0:37', 'mdy')).toEqual({
      iso: '2016-05-30T22:37:00.000Z',
      day: '2016-05-31',
    });
  });

  it.each([
    ['31.02.2024', 'impossible_date'],
    ['29.02.2023', 'impossible_date'],
    ['2024-13-01', 'impossible_date'],
    ['31.12.2024 24:00', 'impossible_date'],
    ['9999-12-31', 'date_out_of_range'],
    ['31.12.1899', 'date_out_of_range'],
    ['0000-01-01', 'date_out_of_range'],
    ['yesterday', 'invalid_date'],
    ['45123', 'invalid_date'],
    ['', 'empty'],
  ])('refuses %j with %s', (text, code) => {
    expect(parseOrderDate(text, PRAGUE)).toEqual({ ok: false, code });
  });

  it('calls a real day outside 1900–2200 out of range, an impossible one impossible', () => {
    expect(parseOrderDate('29.02.2400', PRAGUE)).toEqual({ ok: false, code: 'date_out_of_range' });
    expect(parseOrderDate('29.02.2300', PRAGUE)).toEqual({ ok: false, code: 'impossible_date' });
    expect(instantOf('1.1.1900').day).toBe('1900-01-01');
    expect(instantOf('31.12.2200 12:00').day).toBe('2200-12-31');
  });

  it('accepts 29 February in a leap year', () => {
    expect(instantOf('29.02.2024').day).toBe('2024-02-29');
  });
});

describe('zoned time across DST changes', () => {
  it('moves a time skipped in spring forward and takes the first of a repeated autumn time', () => {
    expect(
      zonedTimeToInstant({ year: 2024, month: 3, day: 31, hour: 2, minute: 30 }, PRAGUE).toISOString(),
    ).toBe('2024-03-31T01:30:00.000Z');
    expect(
      zonedTimeToInstant({ year: 2024, month: 10, day: 27, hour: 2, minute: 30 }, PRAGUE).toISOString(),
    ).toBe('2024-10-27T00:30:00.000Z');
    expect(zonedTimeToInstant({ year: 2024, month: 3, day: 31, hour: 3 }, PRAGUE).toISOString()).toBe(
      '2024-03-31T01:00:00.000Z',
    );
  });

  it('gives the day in the shop zone, not in UTC', () => {
    expect(getZonedDay(new Date('2024-07-31T22:30:00Z'), PRAGUE)).toBe('2024-08-01');
    expect(getZonedDay(new Date('2024-07-31T22:30:00Z'), 'America/New_York')).toBe('2024-07-31');
    // Half-hour zones: the local day changes in the middle of a UTC hour.
    expect(getZonedDay(new Date('2024-07-31T18:15:00Z'), 'Asia/Kolkata')).toBe('2024-07-31');
    expect(getZonedDay(new Date('2024-07-31T18:45:00Z'), 'Asia/Kolkata')).toBe('2024-08-01');
  });
});

describe('detectDateFormat', () => {
  it('recognises ISO, Czech and US columns', () => {
    expect(detectDateFormat(['2024-12-31', '2025-01-01 10:00'])).toBe('iso');
    expect(detectDateFormat(['1.2.2024', '31.12.2024'])).toBe('dmy');
    expect(detectDateFormat(['5/31/2016 0:37', '6/1/2016'])).toBe('mdy');
    expect(detectDateFormat(['1/2/2024'])).toBe('dmy');
  });
});
