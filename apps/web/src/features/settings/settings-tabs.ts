/** The tabs of /settings in their order; the value is kept in ?tab= (SPEC §2). */
export const settingsTabs = [
  'profile',
  'projects-shops',
  'connections',
  'api',
  'subscription',
  'preferences',
  'notifications',
  'activity',
  'jobs',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

export function isSettingsTab(value: string | null): value is SettingsTab {
  return settingsTabs.includes(value as SettingsTab);
}
