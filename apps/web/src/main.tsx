import '@liqui/ui/styles.css';
import { lightTheme } from '@liqui/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { configureIdentity, loadConfig } from './config';
import { ConfigErrorScreen } from './error-screen';
import { unregisterServiceWorkers } from './service-worker';

void unregisterServiceWorkers();

// On <html>, so dialogs and toasts rendered outside #root read the theme too.
document.documentElement.classList.add(lightTheme);

const root = createRoot(document.getElementById('root')!);

loadConfig().then((result) => {
  if (!result.ok) {
    console.error('Configuración inválida o inaccesible (/config.json):', result.errors);
    root.render(
      <StrictMode>
        <ConfigErrorScreen />
      </StrictMode>,
    );
    return;
  }
  configureIdentity(result.value);
  root.render(
    <StrictMode>
      <App config={result.value} />
    </StrictMode>,
  );
});
