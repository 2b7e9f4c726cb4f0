import { Popover as RadixPopover } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from './cn.ts';
import './motion.css';

/** A floating panel anchored to its trigger; Escape and outside clicks close it. */
export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({
  className,
  sideOffset = 6,
  align = 'end',
  ...props
}: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={8}
        className={cn(
          'zk-pop-in z-50 rounded-xl border border-border bg-surface text-fg shadow-lg focus:outline-none',
          className,
        )}
        {...props}
      />
    </RadixPopover.Portal>
  );
}
