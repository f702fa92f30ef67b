import { Component, type ReactNode } from 'react';
import { t } from '../i18n/t.ts';

interface Props {
  children: ReactNode;
  onError?: (error: Error) => void;
}

interface State {
  error: Error | null;
}

/** A chart that throws while drawing shows the spec's message instead of taking the page down. */
export class ChartErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error): void {
    this.props.onError?.(error);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <ChartMessage kind="error">
        {t('An error occurred while rendering the visualization: %s', error.message || String(error))}
      </ChartMessage>
    );
  }
}

export function ChartMessage({ kind, children }: { kind: 'error' | 'empty' | 'loading'; children: ReactNode }) {
  return (
    <div
      className={`chart-host__message chart-host__message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      data-chart-state={kind}
    >
      {kind === 'loading' && <span className="chart-host__spinner" aria-hidden="true" />}
      <span>{children}</span>
    </div>
  );
}
