import { Component, type ErrorInfo, type ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';

type Props = {
  children: ReactNode;
  /** Called when the part fails, before the failure shows. */
  onFailure?: () => void;
  /** Called on 'Try again', before the part renders again (to load its code anew). */
  onRetry?: () => void;
  placement?: 'inline' | 'floating' | 'docked';
};
type State = { failed: boolean };

/**
 * The error boundary of one lazily loaded part of the page: when the part fails (its code did not
 * arrive), it says so in place and offers 'Try again', which renders the part anew; the rest of
 * the page keeps working.
 */
export class RetryBoundary extends Component<Props, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A part of the page failed to load', error, info.componentStack);
    this.props.onFailure?.();
  }

  private retry = () => {
    this.props.onRetry?.();
    this.setState({ failed: false });
  };

  render() {
    if (this.state.failed) return <LoadFailed onRetry={this.retry} placement={this.props.placement} />;
    return this.props.children;
  }
}
