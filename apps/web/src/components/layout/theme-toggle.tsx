import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { getNextTheme, useTheme } from '../../lib/theme.ts';
import { cn } from '../ui/cn.ts';
import { Tooltip } from '../ui/tooltip.tsx';

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

/** One button that cycles light → dark → system (SPEC §4); its label says what comes next. */
export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('shell');
  const { theme, cycleTheme } = useTheme();
  const Icon = ICONS[theme];
  const label = t('theme.toggle', { current: t(`theme.${theme}`), next: t(`theme.${getNextTheme(theme)}`) });
  return (
    <Tooltip content={label}>
      <button
        type="button"
        onClick={cycleTheme}
        aria-label={label}
        className={cn(
          'inline-flex h-9 w-9 items-center justify-center rounded-lg text-muted transition hover:bg-surface-2 hover:text-fg',
          className,
        )}
      >
        <Icon className="h-[18px] w-[18px]" aria-hidden />
      </button>
    </Tooltip>
  );
}
