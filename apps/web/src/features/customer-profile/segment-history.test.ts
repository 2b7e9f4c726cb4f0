import { describe, expect, it } from 'vitest';
import { groupSegmentRuns } from './segment-history.tsx';

describe('groupSegmentRuns', () => {
  it('joins consecutive month ends of one segment, and starts a run where the segment changes', () => {
    expect(
      groupSegmentRuns([
        { monthEnd: '2024-01-31', recency: 1, frequency: 1, segment: 'lost' },
        { monthEnd: '2024-02-29', recency: 1, frequency: 1, segment: 'lost' },
        { monthEnd: '2024-03-31', recency: 2, frequency: 2, segment: 'hibernating' },
        { monthEnd: '2024-04-30', recency: 1, frequency: 2, segment: 'lost' },
      ]),
    ).toEqual([
      { from: '2024-01-31', to: '2024-02-29', segment: 'lost' },
      { from: '2024-03-31', to: '2024-03-31', segment: 'hibernating' },
      { from: '2024-04-30', to: '2024-04-30', segment: 'lost' },
    ]);
    expect(groupSegmentRuns([])).toEqual([]);
  });
});
