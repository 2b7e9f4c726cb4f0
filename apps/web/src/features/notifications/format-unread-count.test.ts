import { describe, expect, it } from 'vitest';
import { formatUnreadCount } from './use-notifications.ts';

describe('formatUnreadCount', () => {
  it('caps the badge at 99+', () => {
    expect(formatUnreadCount(1)).toBe('1');
    expect(formatUnreadCount(99)).toBe('99');
    expect(formatUnreadCount(100)).toBe('99+');
  });
});
