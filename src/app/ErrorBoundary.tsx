import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

type Props = { children: ReactNode; /** A new value clears the error (e.g. the location). */ resetKey?: string };
type State = { error: unknown; resetKey: string | undefined };

export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey !== state.resetKey) return { error: undefined, resetKey: props.resetKey };
    return null;
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected application error', error, info.componentStack);
  }

  render() {
    if (this.state.error !== undefined) return <ErrorScreen error={this.state.error} />;
    return this.props.children;
  }
}
