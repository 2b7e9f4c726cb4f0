import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-file-size.ts';

describe('formatFileSize', () => {
  it('formats bytes with Czech decimal commas', () => {
    expect(formatFileSize(532)).toBe('532 B');
    expect(formatFileSize(14 * 1024)).toBe('14 kB');
    expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatFileSize(4.7 * 1024 ** 3)).toBe('4,7 GB');
    expect(formatFileSize(250 * 1024 * 1024)).toBe('250 MB');
  });
});
