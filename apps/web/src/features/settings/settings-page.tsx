import {
  Activity,
  Bell,
  CreditCard,
  FolderKanban,
  KeyRound,
  Layers,
  PlugZap,
  SlidersHorizontal,
  UserRound,
} from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { cn } from '../../components/ui/cn.ts';
import { ApiKeysTab } from '../api-keys/api-keys-tab.tsx';
import { ConnectionsTab } from '../connections/connections-tab.tsx';
import { JobsTab } from '../jobs/jobs-tab.tsx';
import { SubscriptionTab } from '../subscription/subscription-tab.tsx';
import { ActivityTab } from './activity/activity-tab.tsx';
import { NotificationsTab } from './notifications/notifications-tab.tsx';
import { PreferencesTab } from './preferences/preferences-tab.tsx';
import { ProfileTab } from './profile/profile-tab.tsx';
import { ProjectsShopsTab } from './projects-shops/projects-shops-tab.tsx';
import { isSettingsTab, type SettingsTab, settingsTabs } from './settings-tabs.ts';

const ICONS = {
  profile: UserRound,
  'projects-shops': FolderKanban,
  connections: PlugZap,
  api: KeyRound,
  subscription: CreditCard,
  preferences: SlidersHorizontal,
  notifications: Bell,
  activity: Activity,
  jobs: Layers,
} satisfies Record<SettingsTab, typeof UserRound>;

/** /settings: the account, projects and shops, preferences, notifications, activity and background jobs. */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: SettingsTab = isSettingsTab(requested) ? requested : 'profile';
  const tabBar = useRef<HTMLDivElement>(null);

  // On phones the tab bar scrolls: bring the active tab into view (e.g. after opening ?tab=activity).
  useEffect(() => {
    const bar = tabBar.current;
    const active = bar?.querySelector<HTMLElement>(`[data-tab="${tab}"]`);
    if (!bar || !active) return;
    const left = active.getBoundingClientRect().left - bar.getBoundingClientRect().left + bar.scrollLeft;
    if (left < bar.scrollLeft || left + active.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = Math.max(0, left - 16);
    }
  }, [tab]);

  const changeTab = (value: string) => {
    if (!isSettingsTab(value)) return;
    // A tab switch replaces the entry: Back leaves Settings instead of walking through tabs.
    setParams(value === 'profile' ? {} : { tab: value }, { replace: true });
  };

  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-fg">{t('title')}</h1>
        <p className="mt-1 text-sm text-muted">{t('subtitle')}</p>
      </header>
      <Tabs.Root value={tab} onValueChange={changeTab} className="flex flex-col gap-6">
        {/* On phones the bar scrolls sideways; the negative margin lets it run to the screen edge. */}
        <div
          ref={tabBar}
          className="-mx-4 overflow-x-auto border-b border-border px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
        >
          <Tabs.List aria-label={t('tabsLabel')} className="flex min-w-max gap-1">
            {settingsTabs.map((value) => {
              const Icon = ICONS[value];
              return (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  data-tab={value}
                  className={cn(
                    '-mb-px inline-flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition',
                    'border-transparent text-muted hover:text-fg',
                    'data-[state=active]:border-accent data-[state=active]:text-fg',
                    'focus-visible:rounded-md',
                  )}
                >
                  <Icon aria-hidden className="h-4 w-4" />
                  {t(`tabs.${value}`)}
                </Tabs.Trigger>
              );
            })}
          </Tabs.List>
        </div>
        <Tabs.Content value="profile" className="focus:outline-none">
          <ProfileTab />
        </Tabs.Content>
        <Tabs.Content value="projects-shops" className="focus:outline-none">
          <ProjectsShopsTab />
        </Tabs.Content>
        <Tabs.Content value="connections" className="focus:outline-none">
          <ConnectionsTab />
        </Tabs.Content>
        <Tabs.Content value="api" className="focus:outline-none">
          <ApiKeysTab />
        </Tabs.Content>
        <Tabs.Content value="subscription" className="focus:outline-none">
          <SubscriptionTab />
        </Tabs.Content>
        <Tabs.Content value="preferences" className="focus:outline-none">
          <PreferencesTab />
        </Tabs.Content>
        <Tabs.Content value="notifications" className="focus:outline-none">
          <NotificationsTab />
        </Tabs.Content>
        <Tabs.Content value="activity" className="focus:outline-none">
          <ActivityTab />
        </Tabs.Content>
        <Tabs.Content value="jobs" className="focus:outline-none">
          <JobsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
