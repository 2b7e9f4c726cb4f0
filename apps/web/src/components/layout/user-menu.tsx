import { Languages, LogOut, Monitor, Moon, Settings, Sun, SunMoon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignOutAndLeave } from '../../app/use-sign-out-and-leave.ts';
import { useSession } from '../../features/auth/use-session.ts';
import { type Theme, useTheme } from '../../lib/theme.ts';
import { useLanguage } from '../../lib/use-language.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuShortcut,
  DropdownMenuSub,
  DropdownMenuSubContent,
  DropdownMenuSubTrigger,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu.tsx';
import { Kbd } from '../ui/kbd.tsx';
import { LanguageRadioItems } from './language-switch.tsx';

const THEME_ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** Two letters for the avatar: initials of the name, else of the e-mail. */
export function getInitials(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length >= 2) return `${words[0]?.[0] ?? ''}${words.at(-1)?.[0] ?? ''}`.toUpperCase();
  if (words.length === 1) return (words[0] ?? '').slice(0, 2).toUpperCase();
  return email.slice(0, 2).toUpperCase();
}

/** The account menu (SPEC §2): e-mail, name or 'Uživatel', language, mode, Nastavení, Odhlásit se. */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const { user } = useSession();
  const { theme, setTheme } = useTheme();
  const { language, setLanguage } = useLanguage();
  const signOutAndLeave = useSignOutAndLeave();
  const name = user?.fullName.trim() || t('common:user');
  const email = user?.email ?? '';

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={t('user.menu', { name })}
        className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-gradient-to-br from-emerald-500 to-teal-600 text-xs font-semibold text-white shadow-sm ring-offset-2 ring-offset-surface transition hover:brightness-110 data-[state=open]:ring-2 data-[state=open]:ring-ring"
      >
        {/* Initials drawn as generated content, so the button's name is the label, not "DU". */}
        <span
          aria-hidden
          data-initials={getInitials(user?.fullName ?? '', email)}
          className="before:content-[attr(data-initials)]"
        />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <div className="px-2.5 py-2">
          <p className="truncate text-sm font-semibold text-fg">{name}</p>
          <p className="truncate text-xs text-muted">{email}</p>
        </div>
        <DropdownMenuSeparator />
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <Languages className="text-muted" aria-hidden />
            {t('language.title')}
            <span className="ml-auto text-xs uppercase text-muted">{language}</span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="min-w-40">
            <LanguageRadioItems value={language} onChange={setLanguage} />
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuSub>
          <DropdownMenuSubTrigger>
            <SunMoon className="text-muted" aria-hidden />
            {t('theme.title')}
            <span className="ml-auto text-xs text-muted">{t(`theme.${theme}`)}</span>
          </DropdownMenuSubTrigger>
          <DropdownMenuSubContent className="min-w-40">
            <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
              {(['light', 'dark', 'system'] as const).map((option) => {
                const Icon = THEME_ICONS[option];
                return (
                  <DropdownMenuRadioItem key={option} value={option}>
                    <Icon className="text-muted" aria-hidden />
                    {t(`theme.${option}`)}
                  </DropdownMenuRadioItem>
                );
              })}
            </DropdownMenuRadioGroup>
          </DropdownMenuSubContent>
        </DropdownMenuSub>
        <DropdownMenuItem asChild>
          <Link to="/settings">
            <Settings className="text-muted" aria-hidden />
            {t('user.settings')}
            <DropdownMenuShortcut>
              <Kbd keys={['mod', ',']} />
            </DropdownMenuShortcut>
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOutAndLeave()}>
          <LogOut className="text-muted" aria-hidden />
          {t('user.signOut')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
