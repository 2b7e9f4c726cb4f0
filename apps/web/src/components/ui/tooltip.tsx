import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import './motion.css';

/** SPEC §9: tooltips open after 700 ms. Wrap the app once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return <RadixTooltip.Provider delayDuration={700}>{children}</RadixTooltip.Provider>;
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link); it keeps its own accessible name. */
  children: ReactNode;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Hide the tooltip without changing the tree (e.g. when a label is visible anyway). */
  disabled?: boolean;
  className?: string;
}

/** A short hint shown on hover and keyboard focus. */
export function Tooltip({ content, children, side = 'top', disabled, className }: TooltipProps) {
  if (disabled) return children;
  return (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal>
        <RadixTooltip.Content
          side={side}
          sideOffset={6}
          className={cn(
            'zk-fade-in z-50 max-w-64 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-md',
            'dark:bg-slate-100 dark:text-slate-900',
            className,
          )}
        >
          {content}
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
}
