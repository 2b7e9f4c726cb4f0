import { describe, expect, it } from 'vitest';
import { BatchSizer } from '../../src/lib/batch-sizer.ts';

describe('BatchSizer', () => {
  it('moves towards the size that holds the database for the target time, within its bounds', () => {
    const sizer = new BatchSizer({ initial: 500, min: 100, max: 2000, targetMs: 150 });
    sizer.record(500, 750); // 5× too long: 100 would fit, halfway there is 300
    expect(sizer.current).toBe(300);
    sizer.record(300, 30); // 5× too short: 1500 would fit, halfway is 900
    expect(sizer.current).toBe(900);
    for (let i = 0; i < 20; i++) sizer.record(sizer.current, 1);
    expect(sizer.current).toBe(2000);
    for (let i = 0; i < 20; i++) sizer.record(sizer.current, 100_000);
    expect(sizer.current).toBe(100);
  });

  it('keeps a fixed size without a target', () => {
    const sizer = new BatchSizer({ initial: 5000 });
    sizer.record(5000, 60_000);
    expect(sizer.current).toBe(5000);
  });
});
