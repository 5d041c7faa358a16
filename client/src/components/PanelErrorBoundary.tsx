import { Component, type ReactNode } from 'react';

interface PanelErrorBoundaryProps {
  /** What the panel shows instead of its content when that failed; `retry` renders the content again. */
  fallback(error: unknown, retry: () => void): ReactNode;
  /** Called before a retry, to start the panel's data again. */
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failure inside one panel of a screen: the rest of the screen stays, and the panel says what
 * went wrong with a way to try again (a screen's own failures go to its route's error boundary).
 */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error, this.retry) : this.props.children;
  }
}
