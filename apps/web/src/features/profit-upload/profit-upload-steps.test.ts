import { describe, expect, it } from 'vitest';
import { canChangeProfitUpload, hasProfitLog, stepOfSwitch } from './profit-upload-steps.ts';

describe('the profit upload switch', () => {
  it('asks for a target before turning on, confirms with it, and confirms turning off', () => {
    expect(stepOfSwitch(true, '   ')).toEqual({ kind: 'need-target' });
    expect(stepOfSwitch(true, ' 555000111222 ')).toEqual({ kind: 'confirm-on', targetId: '555000111222' });
    expect(stepOfSwitch(false, '7100')).toEqual({ kind: 'confirm-off' });
  });

  it('lets admins and owners of a working, real connection change it, never viewers', () => {
    const working = { connection: 'connected', demo: false } as const;
    expect(canChangeProfitUpload('admin', working)).toBe(true);
    expect(canChangeProfitUpload('owner', working)).toBe(true);
    expect(canChangeProfitUpload('viewer', working)).toBe(false);
    expect(canChangeProfitUpload('owner', { connection: 'broken', demo: false })).toBe(false);
    expect(canChangeProfitUpload('owner', { connection: 'none', demo: false })).toBe(false);
    // The demo account's connection has no account behind it: nothing can be sent.
    expect(canChangeProfitUpload('owner', { connection: 'connected', demo: true })).toBe(false);
  });

  it('shows the empty state only when nothing was sent, refused or skipped', () => {
    expect(hasProfitLog({ last30Days: { sent: 0, refused: 0, skipped: 0, sentValue: 0 } })).toBe(false);
    expect(hasProfitLog({ last30Days: { sent: 0, refused: 1, skipped: 0, sentValue: 0 } })).toBe(true);
  });
});
