import type { TaskCategory, TaskPriority, TaskStatus } from '@ziskomer/contracts';
import {
  ArrowDown,
  ArrowUp,
  ChartColumn,
  Circle,
  CircleCheck,
  CircleDot,
  type LucideIcon,
  Megaphone,
  Minus,
  Package,
  Radar,
  Tag,
  Users,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../components/ui/cn.ts';

export const STATUS_ICON: Record<TaskStatus, LucideIcon> = {
  pending: Circle,
  'in-progress': CircleDot,
  completed: CircleCheck,
};

/** Amber while in progress, the accent when done: the same colours in the column headers and on the cards. */
export const STATUS_COLOUR: Record<TaskStatus, string> = {
  pending: 'text-muted',
  'in-progress': 'text-warning',
  completed: 'text-accent',
};

export const CATEGORY_ICON: Record<TaskCategory, LucideIcon> = {
  marketing: Megaphone,
  analytics: ChartColumn,
  products: Package,
  customers: Users,
  tracking: Radar,
  other: Tag,
};

const PRIORITY_LOOK: Record<TaskPriority, { icon: LucideIcon; className: string }> = {
  high: { icon: ArrowUp, className: 'bg-warning-soft text-warning ring-warning/25' },
  medium: { icon: Minus, className: 'bg-surface-2 text-fg/80 ring-border' },
  low: { icon: ArrowDown, className: 'bg-surface-2 text-muted ring-border' },
};

/** 'Vysoká' with an up arrow in amber, 'Střední', 'Nízká' in neutrals. */
export function PriorityBadge({ priority, className }: { priority: TaskPriority; className?: string }) {
  const { t } = useTranslation('tasks');
  const { icon: Icon, className: look } = PRIORITY_LOOK[priority];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 text-[11px] font-medium ring-1 ring-inset',
        look,
        className,
      )}
    >
      <Icon aria-hidden className="h-3 w-3" />
      <span className="sr-only">{t('fields.priority')}: </span>
      {t(`priority.${priority}`)}
    </span>
  );
}

export function CategoryLabel({ category, className }: { category: TaskCategory; className?: string }) {
  const { t } = useTranslation('tasks');
  const Icon = CATEGORY_ICON[category];
  return (
    <span className={cn('inline-flex items-center gap-1 text-xs text-muted', className)}>
      <Icon aria-hidden className="h-3.5 w-3.5" />
      <span className="sr-only">{t('fields.category')}: </span>
      {t(`category.${category}`)}
    </span>
  );
}
