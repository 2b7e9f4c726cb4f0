import { describe, expect, it } from 'vitest';
import { getGreetingKey } from './get-greeting-key.ts';

describe('getGreetingKey (Prague time)', () => {
  it('says good morning before 10 in Prague', () => {
    expect(getGreetingKey(new Date('2025-01-15T07:30:00Z'))).toBe('morning'); // 08:30 CET
  });
  it('says hello during the day', () => {
    expect(getGreetingKey(new Date('2025-07-15T12:00:00Z'))).toBe('day'); // 14:00 CEST
  });
  it('says good evening from 18 and through the night', () => {
    expect(getGreetingKey(new Date('2025-01-15T19:00:00Z'))).toBe('evening'); // 20:00 CET
    expect(getGreetingKey(new Date('2025-01-15T01:00:00Z'))).toBe('evening'); // 02:00 CET
  });
});
