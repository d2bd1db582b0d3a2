import { createContext, type ReactNode, useContext } from 'react';
import type { AppConfig } from './config';

const AppConfigContext = createContext<AppConfig | null>(null);

/** Makes the loaded runtime configuration available to the app. */
export function AppConfigProvider({
  config,
  children,
}: {
  readonly config: AppConfig;
  readonly children: ReactNode;
}) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

/** The runtime configuration loaded from `/config.json` at start. */
export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (config === null) throw new Error('useAppConfig must be used inside an <AppConfigProvider>.');
  return config;
}
