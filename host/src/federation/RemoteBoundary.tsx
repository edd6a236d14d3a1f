import { Component, type ErrorInfo, type ReactNode } from 'react';
import type { RemoteBundle } from '@mall/shared';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  bundle: RemoteBundle;
  children: ReactNode;
  /** Called before the boundary re-renders its children (e.g. to reload the remote's module). */
  onRetry?: () => void;
  /** Changing it (e.g. the route) clears a caught error. */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** Contains a remote that throws while rendering: the shell and the other bundles keep working. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[${this.props.bundle}] render failed`, error, info.componentStack);
  }

  override componentDidUpdate(previous: Props): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <RemoteFallback bundle={this.props.bundle} onRetry={this.retry} />;
    return this.props.children;
  }
}
