import type { Language } from '@ziskomer/i18n';
import { Languages, Monitor, Moon, PanelLeftClose, Sun } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSidebarStore } from '../../../components/layout/sidebar-store.ts';
import { Card, CardBody, CardHeader } from '../../../components/ui/card.tsx';
import { ChoiceCards } from '../../../components/ui/choice-cards.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { type Theme, useTheme } from '../../../lib/theme.ts';
import { useLanguage } from '../../../lib/use-language.ts';

/** Settings → Předvolby: language and colour theme, both kept in this browser (SPEC §1, §3). */
export function PreferencesTab() {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = useLanguage();
  const { theme, setTheme } = useTheme();
  const sidebarExpanded = useSidebarStore((state) => state.expanded);
  const toggleSidebar = useSidebarStore((state) => state.toggleExpanded);
  const sidebarLabelId = useId();
  const sidebarHintId = useId();

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader title={t('preferences.language')} description={t('preferences.languageHint')} />
        <CardBody>
          <ChoiceCards<Language>
            columns={2}
            label={t('preferences.language')}
            value={language}
            onChange={(next) => void setLanguage(next)}
            choices={[
              {
                value: 'cs',
                label: t('preferences.czech'),
                description: t('preferences.czechHint'),
                icon: Languages,
              },
              {
                value: 'en',
                label: t('preferences.english'),
                description: t('preferences.englishHint'),
                icon: Languages,
              },
            ]}
          />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title={t('preferences.theme')} description={t('preferences.themeHint')} />
        <CardBody>
          <ChoiceCards<Theme>
            label={t('preferences.theme')}
            value={theme}
            onChange={setTheme}
            choices={[
              {
                value: 'light',
                label: t('preferences.light'),
                description: t('preferences.lightHint'),
                icon: Sun,
              },
              {
                value: 'dark',
                label: t('preferences.dark'),
                description: t('preferences.darkHint'),
                icon: Moon,
              },
              {
                value: 'system',
                label: t('preferences.system'),
                description: t('preferences.systemHint'),
                icon: Monitor,
              },
            ]}
          />
        </CardBody>
      </Card>
      {/* Phones have a drawer instead of a sidebar, so the choice only matters from tablets up. */}
      <Card className="hidden md:block">
        <CardHeader title={t('preferences.layout')} />
        <CardBody className="flex items-center gap-4">
          <span
            aria-hidden
            className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-surface-2 text-muted"
          >
            <PanelLeftClose className="h-5 w-5" />
          </span>
          <div className="min-w-0 flex-1">
            <p id={sidebarLabelId} className="text-sm font-medium text-fg">
              {t('preferences.sidebarCollapsed')}
            </p>
            <p id={sidebarHintId} className="text-sm text-muted">
              {t('preferences.sidebarCollapsedHint')}
            </p>
          </div>
          <Switch
            checked={!sidebarExpanded}
            onCheckedChange={(collapsed) => collapsed === sidebarExpanded && toggleSidebar()}
            aria-labelledby={sidebarLabelId}
            aria-describedby={sidebarHintId}
          />
        </CardBody>
      </Card>
    </div>
  );
}
