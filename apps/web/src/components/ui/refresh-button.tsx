import { RotateCw } from 'lucide-react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** The icon button that loads a card's data again; it spins while the data is being fetched. */
export function RefreshButton({
  label,
  refreshing,
  onRefresh,
}: {
  label: string;
  refreshing: boolean;
  onRefresh: () => void;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={onRefresh}
      disabled={refreshing}
      aria-label={label}
      title={label}
    >
      <RotateCw aria-hidden className={cn('h-4 w-4', refreshing && 'animate-spin')} />
    </Button>
  );
}
