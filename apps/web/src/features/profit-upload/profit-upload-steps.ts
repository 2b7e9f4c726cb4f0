import { hasRole, type ProfitUploadOverview, type Role } from '@ziskomer/contracts';

/** What flipping the switch leads to: a confirmation (on or off), or asking for the target first. */
export type SwitchStep =
  | { kind: 'confirm-on'; targetId: string }
  | { kind: 'need-target' }
  | { kind: 'confirm-off' };

export function stepOfSwitch(checked: boolean, target: string): SwitchStep {
  if (!checked) return { kind: 'confirm-off' };
  const targetId = target.trim();
  return targetId ? { kind: 'confirm-on', targetId } : { kind: 'need-target' };
}

/** Only a shop admin changes the setting, and only while the platform's connection works (not the demo's). */
export function canChangeProfitUpload(
  role: Role,
  overview: Pick<ProfitUploadOverview, 'connection' | 'demo'>,
): boolean {
  return hasRole(role, 'admin') && overview.connection === 'connected' && !overview.demo;
}

/** Whether the log has anything in the last 30 days (else the card shows its empty state). */
export function hasProfitLog(overview: Pick<ProfitUploadOverview, 'last30Days'>): boolean {
  const counts = overview.last30Days;
  return counts.sent + counts.refused + counts.skipped > 0;
}
