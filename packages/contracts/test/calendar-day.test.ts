import { describe, expect, it } from 'vitest';
import { calendarDay, checkCalendarDay } from '../src/calendar-day.ts';

describe('calendar days', () => {
  it.each([
    ['2024-02-29', null],
    ['2000-02-29', null],
    ['1900-01-01', null],
    ['2200-12-31', null],
    ['2024-02-30', 'date_invalid'],
    ['2023-02-29', 'date_invalid'],
    ['1900-02-29', 'date_invalid'],
    ['2024-04-31', 'date_invalid'],
    ['2024-13-01', 'date_invalid'],
    ['2024-00-10', 'date_invalid'],
    ['2024-01-00', 'date_invalid'],
    ['0000-01-01', 'date_out_of_range'],
    ['9999-12-31', 'date_out_of_range'],
    ['1899-12-31', 'date_out_of_range'],
    ['2024-1-1', 'date_invalid'],
    ['2024-01-01T00:00', 'date_invalid'],
    ['2024-01-01\u0000', 'date_invalid'],
    ['', 'date_invalid'],
  ])('%j → %s', (text, problem) => {
    expect(checkCalendarDay(text)).toBe(problem);
  });

  it('names the problem as the zod issue message, or the form’s own code', () => {
    expect(calendarDay().safeParse('2024-02-30').error?.issues[0]?.message).toBe('date_invalid');
    expect(calendarDay().safeParse('9999-12-31').error?.issues[0]?.message).toBe('date_out_of_range');
    const budget = calendarDay({ invalid: 'budget_start_date_invalid' }).safeParse('2024-02-30');
    expect(budget.error?.issues[0]?.message).toBe('budget_start_date_invalid');
    expect(calendarDay().parse('2024-02-29')).toBe('2024-02-29');
  });
});
