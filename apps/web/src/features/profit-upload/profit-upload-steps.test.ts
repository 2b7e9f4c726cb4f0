import { describe, expect, it } from 'vitest';
import { canChangeProfitUpload, hasProfitLog, stepOfSwitch } from './profit-upload-steps.ts';

describe('the profit upload switch', () => {
  it('asks for a target before turning on, confirms with it, and confirms turning off', () => {
    expect(stepOfSwitch(true, '   ')).toEqual({ kind: 'need-target' });
    expect(stepOfSwitch(true, ' 555000111222 ')).toEqual({ kind: 'confirm-on', targetId: '555000111222' });
    expect(stepOfSwitch(false, '7100')).toEqual({ kind: 'confirm-off' });
  });

  it('lets admins and owners of a working connection change it, never viewers', () => {
    expect(canChangeProfitUpload('admin', 'connected')).toBe(true);
    expect(canChangeProfitUpload('owner', 'connected')).toBe(true);
    expect(canChangeProfitUpload('viewer', 'connected')).toBe(false);
    expect(canChangeProfitUpload('owner', 'broken')).toBe(false);
    expect(canChangeProfitUpload('owner', 'none')).toBe(false);
  });

  it('shows the empty state only when nothing was sent, refused or skipped', () => {
    expect(hasProfitLog({ last30Days: { sent: 0, refused: 0, skipped: 0, sentValue: 0 } })).toBe(false);
    expect(hasProfitLog({ last30Days: { sent: 0, refused: 1, skipped: 0, sentValue: 0 } })).toBe(true);
  });
});
