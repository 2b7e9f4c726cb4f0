import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/cn.ts';

const TONES = {
  success: {
    classes: 'border-accent/30 bg-accent-soft text-fg',
    icon: CircleCheck,
    iconClass: 'text-accent',
  },
  error: { classes: 'border-danger/30 bg-danger-soft text-fg', icon: CircleAlert, iconClass: 'text-danger' },
  info: { classes: 'border-border bg-surface-2 text-fg', icon: Info, iconClass: 'text-muted' },
} as const;

/**
 * A message inside the auth card: success and info are announced politely, errors at once.
 * `action` is a small button or link under the text (e.g. "send the e-mail again").
 */
export function AuthNotice({
  tone,
  title,
  children,
  action,
  className,
}: {
  tone: keyof typeof TONES;
  title?: ReactNode;
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  const { classes, icon: Icon, iconClass } = TONES[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-lg border px-3.5 py-3 text-sm', classes, className)}
    >
      <Icon className={cn('mt-0.5 h-4 w-4 shrink-0', iconClass)} aria-hidden />
      <div className="min-w-0 flex-1">
        {title && <p className="font-medium">{title}</p>}
        <p className={cn(title ? 'mt-0.5 text-muted' : undefined)}>{children}</p>
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
