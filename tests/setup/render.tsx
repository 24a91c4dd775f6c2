import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { FeedbackProvider } from '@/components/feedback/useFeedback';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createTestI18n } from './i18n';

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

export interface ProvidersOptions {
  lng?: string;
  queryClient?: QueryClient;
}

export function Providers({ children, lng = 'en', queryClient }: ProvidersOptions & { children: ReactNode }) {
  const client = queryClient ?? createTestQueryClient();
  return (
    <I18nextProvider i18n={createTestI18n(lng)}>
      <QueryClientProvider client={client}>
        <ConfigProvider theme={{ token: { motion: false } }}>
          <FeedbackProvider>{children}</FeedbackProvider>
        </ConfigProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Renders `element` at `path` inside the app's providers and a memory router (so URL state can be asserted
 * through `router.state.location`). Extra routes, e.g. `/login` or `/not-authorized`, can be given. With
 * `records`, the route is declared as the route table does for `records: true` (`/users/:recordId?`).
 */
export function renderWithRouter(
  element: ReactElement,
  {
    path = '/',
    initialEntries = [path],
    routes = [],
    records = false,
    ...options
  }: ProvidersOptions & {
    path?: string;
    initialEntries?: string[];
    routes?: RouteObject[];
    records?: boolean;
  } = {},
  renderOptions?: RenderOptions,
) {
  const base = path.split('?')[0]!;
  const route: RouteObject = records
    ? { path: `${base}/:recordId?`, element, handle: { titleKey: 'x', records: true } }
    : { path: base, element };
  const router = createMemoryRouter([route, ...routes], { initialEntries });
  const result = render(
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>,
    renderOptions,
  );
  return { ...result, router };
}

/** The value a description list (`<dl>`, DetailList) pairs with a label, inside `scope`. */
export function detailValue(scope: HTMLElement, label: string): Element | null {
  const term = Array.from(scope.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return term?.nextElementSibling ?? null;
}
