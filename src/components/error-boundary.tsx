import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What replaces the children once they failed; a function gets `retry`, which renders them anew. */
  fallback: ReactNode | ((retry: () => void) => ReactNode);
  /**
   * Before a retry: e.g. load again the data that could not be shown. The children render anew
   * once it has settled: with the old data still there, they would only fail again.
   */
  onReset?: () => void | Promise<void>;
  children: ReactNode;
}

/**
 * Keeps a render failure inside its own part of the screen (a panel, a chart, a table cell)
 * instead of replacing the whole screen with the route-level error page.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => {
    void Promise.resolve(this.props.onReset?.())
      .catch(() => undefined)
      .then(() => this.setState({ failed: false }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const { fallback } = this.props;
    return typeof fallback === 'function' ? fallback(this.retry) : fallback;
  }
}
