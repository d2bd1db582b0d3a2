import { shellMessages } from '@liqui/domain';
import { Alert, Button } from '@liqui/ui';
import type { ReactNode } from 'react';
import { errorActions, errorTitle } from './error-screen.css';
import { CenteredFrame } from './layouts/centered-frame';

/**
 * A whole-page failure in Spanish (configuration that cannot be loaded, a screen that crashed),
 * with a way to try again by reloading.
 */
export function ErrorScreen({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  return (
    <CenteredFrame>
      <h1 className={errorTitle}>{title}</h1>
      <Alert tone="critical">{children}</Alert>
      <div className={errorActions}>
        <Button onPress={() => window.location.reload()}>Volver a intentar</Button>
      </div>
    </CenteredFrame>
  );
}

/** What the app shows when `/config.json` cannot be loaded or is not valid. */
export function ConfigErrorScreen() {
  return (
    <ErrorScreen title={shellMessages['app.configErrorTitle']}>
      {shellMessages['app.configError']}
    </ErrorScreen>
  );
}
