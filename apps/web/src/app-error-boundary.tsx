import { shellMessages } from '@liqui/domain';
import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';

type State = { readonly hasError: boolean };

/**
 * Catches a screen that fails to render or a chunk that fails to load (e.g. after a deployment
 * replaced it) and shows a Spanish error page instead of a blank one.
 */
export class AppErrorBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { hasError: false };

  static getDerivedStateFromError(): State {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error(error);
  }

  override render() {
    if (!this.state.hasError) return this.props.children;
    return (
      <ErrorScreen title={shellMessages['app.errorTitle']}>
        {shellMessages['app.renderError']}
      </ErrorScreen>
    );
  }
}
