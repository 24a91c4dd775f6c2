import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FullPageLoading } from './RootLayout';

/** Translations and the query cache; antd's providers come with the antd routes (AntdLayout). */
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
        <Suspense fallback={<FullPageLoading />}>{children}</Suspense>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
