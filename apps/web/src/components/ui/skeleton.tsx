import { cn } from './cn.ts';

/** A grey placeholder of the shape of content that is loading. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cn('animate-pulse rounded-md bg-surface-2', className)} />;
}
