import { Component, type ErrorInfo, type ReactNode } from 'react';
import { type ErrorContext, type ErrorRecord, logError } from '../../lib/error-log.ts';

export interface ErrorFallbackProps {
  error: unknown;
  record: ErrorRecord;
  reset: () => void;
}

interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (props: ErrorFallbackProps) => ReactNode;
  /** Recorded in the error log, e.g. 'page' or 'component'. */
  context: ErrorContext;
  /** When this value changes (e.g. the path), a shown error is cleared and the children retried. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  caught: { error: unknown; record: ErrorRecord } | null;
  resetKey: unknown;
}

/** Catches render errors below it, logs them once and shows the fallback until reset. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { caught: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    // The record is written in componentDidCatch; a placeholder keeps the render pure.
    return { caught: { error, record: PENDING_RECORD } };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState) {
    if (props.resetKey !== state.resetKey) return { caught: null, resetKey: props.resetKey };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const record = logError(error, this.props.context);
    if (info.componentStack) record.stack = `${record.stack ?? ''}\n${info.componentStack}`;
    this.setState({ caught: { error, record } });
  }

  reset = () => this.setState({ caught: null });

  override render() {
    const { caught } = this.state;
    if (!caught) return this.props.children;
    return this.props.fallback({ error: caught.error, record: caught.record, reset: this.reset });
  }
}

const PENDING_RECORD: ErrorRecord = {
  id: '…',
  context: 'render',
  category: 'system',
  severity: 'critical',
  type: 'Error',
  message: '',
  timestamp: 0,
};
