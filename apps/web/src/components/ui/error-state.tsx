import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ErrorRecord } from '../../lib/error-log.ts';
import { cn } from './cn.ts';
import { ErrorDetails } from './error-details.tsx';

export interface ErrorStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons that get the user out: retry, reload, go home. */
  actions?: ReactNode;
  /** The logged error, whose details are shown in debug mode. */
  record?: ErrorRecord | null;
  /** 'page' fills the content area; 'inline' fits inside a card. */
  size?: 'page' | 'inline';
  className?: string;
}

/** Says that something failed, in words, and offers the way out. */
export function ErrorState({
  title,
  description,
  actions,
  record,
  size = 'page',
  className,
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className={cn(
        'mx-auto flex w-full flex-col items-center text-center',
        size === 'page' ? 'max-w-md px-4 py-16' : 'max-w-sm px-4 py-6',
        className,
      )}
    >
      <div
        className={cn(
          'flex items-center justify-center rounded-full bg-danger-soft text-danger',
          size === 'page' ? 'mb-4 h-12 w-12' : 'mb-3 h-9 w-9',
        )}
      >
        <AlertTriangle className={size === 'page' ? 'h-6 w-6' : 'h-4 w-4'} aria-hidden />
      </div>
      <h2 className={cn('font-semibold text-fg', size === 'page' ? 'text-xl' : 'text-sm')}>{title}</h2>
      {description && <p className="mt-1.5 text-sm text-muted">{description}</p>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
      <ErrorDetails record={record} />
    </div>
  );
}
