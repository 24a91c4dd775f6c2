import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { antdLocaleFor } from '@/i18n/locales';
import { FullPageLoading } from './RootLayout';
import { theme } from './theme';

/** antd follows the interface language. */
function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={theme} locale={antdLocaleFor(i18n.resolvedLanguage ?? i18n.language)}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: I18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<FullPageLoading />}>
          <ThemedAntd>{children}</ThemedAntd>
        </Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
