import { Languages, LogOut, SunMoon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routeCatalogue } from '../../app/route-catalogue.ts';
import { useSignOutAndLeave } from '../../app/use-sign-out-and-leave.ts';
import { getNextTheme, useTheme } from '../../lib/theme.ts';
import { useLanguage } from '../../lib/use-language.ts';
import type { CommandGroup, CommandItem } from './search-commands.ts';

function getRouteGroup(section: string): CommandGroup {
  return section === 'tools' || section === 'settings' ? 'tools' : 'navigation';
}

/** Every command of the palette: the catalogue's screens and the quick actions. */
export function useCommands(): CommandItem[] {
  const { t } = useTranslation('shell');
  const { theme, setTheme } = useTheme();
  const { language, toggleLanguage } = useLanguage();
  const signOutAndLeave = useSignOutAndLeave();

  const screens: CommandItem[] = routeCatalogue.map((route) => {
    const group = route.quickAction ? 'actions' : getRouteGroup(route.section);
    return {
      id: `route:${route.path}`,
      title: t(route.titleKey),
      description: t(route.descriptionKey),
      category: `${t(`palette.groups.${group}`)} ${t(`sidebar.sections.${route.section}`)}`,
      group,
      icon: route.icon,
      keywords: route.keywords,
      path: route.path,
      shortcut: route.shortcut,
    };
  });

  const nextTheme = getNextTheme(theme);
  const actions: CommandItem[] = [
    {
      id: 'action:theme',
      title: t('palette.actions.theme.title'),
      description: t('palette.actions.theme.description', { next: t(`theme.${nextTheme}`) }),
      category: t('palette.groups.actions'),
      group: 'actions',
      icon: SunMoon,
      keywords: ['motiv', 'rezim', 'tmavy', 'svetly', 'theme', 'dark', 'light', 'mode'],
      action: () => setTheme(nextTheme),
    },
    {
      id: 'action:language',
      title: t('palette.actions.language.title'),
      description: t('palette.actions.language.description', {
        language: t(`language.${language === 'cs' ? 'en' : 'cs'}`),
      }),
      category: t('palette.groups.actions'),
      group: 'actions',
      icon: Languages,
      keywords: ['jazyk', 'cestina', 'anglictina', 'language', 'english', 'czech'],
      action: toggleLanguage,
    },
    {
      id: 'action:sign-out',
      title: t('palette.actions.signOut.title'),
      description: t('palette.actions.signOut.description'),
      category: t('palette.groups.actions'),
      group: 'actions',
      icon: LogOut,
      keywords: ['odhlasit', 'odhlaseni', 'logout', 'sign out'],
      action: signOutAndLeave,
    },
  ];
  return [...screens, ...actions];
}
