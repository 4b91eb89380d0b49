import { createContext, type ReactNode, useContext } from 'react';

import { type PageConfig } from './publicConfig';

const PageConfigContext = createContext<PageConfig | null>(null);

/** Provides the page-level settings (src/publicConfig.ts) to the app. */
export function PageConfigProvider({
  config,
  children,
}: {
  config: PageConfig;
  children: ReactNode;
}) {
  return <PageConfigContext value={config}>{children}</PageConfigContext>;
}

export function usePageConfig(): PageConfig {
  const config = useContext(PageConfigContext);
  if (!config) throw new Error('usePageConfig() is used outside of <PageConfigProvider>');
  return config;
}
