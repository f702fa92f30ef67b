import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n/t.ts';
import { AlertIcon } from './icons.tsx';

interface State {
  error: Error | null;
}

/**
 * A render error anywhere below shows 'Unexpected error' with the error text and its stack
 * instead of a blank page (spec §2). The shell keys it by page, so navigating away resets it.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (info.componentStack && this.state.error) this.componentStack = info.componentStack;
  }

  private componentStack = '';

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <ErrorPanel error={error} componentStack={this.componentStack} />;
  }
}

export function ErrorPanel({ error, componentStack }: { error: Error; componentStack?: string }) {
  return (
    <div className="error-panel" role="alert">
      <div className="error-panel__head">
        <AlertIcon size={20} />
        <h2>{t('Unexpected error')}</h2>
      </div>
      <p className="error-panel__message">{error.message || String(error)}</p>
      <details className="error-panel__details" open>
        <summary>{t('Stack trace')}</summary>
        <pre>{[error.stack, componentStack].filter(Boolean).join('\n')}</pre>
      </details>
      <div className="error-panel__actions">
        <button type="button" className="shell-button" onClick={() => location.reload()}>
          {t('Reload the page')}
        </button>
      </div>
    </div>
  );
}
