import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

type Props = { children: ReactNode; /** A new value (the next page) clears a shown error. */ resetKey: string };
type State = { error: Error | null; resetKey: string };

/** Catches a page that fails to load or render, keeping the header and footer around the message. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override render() {
    return this.state.error ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
