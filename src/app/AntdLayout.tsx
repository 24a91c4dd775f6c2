import { ConfigProvider } from 'antd';
import { Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { namespaces } from '@/i18n/languages';
import { useAntdLocale } from '@/i18n/locales';
import { useColorScheme } from '@/i18n/useColorScheme';
import { FullPageLoading } from './RootLayout';
import { themes } from './theme';

/**
 * Menus, selects, popovers and tooltips open inside the landmark of the control that opened them (the page's
 * <main>, the top bar's <header>) instead of at the end of <body>: screen readers find them next to their control,
 * and no content sits outside a landmark. Elsewhere (the side menu, which scrolls; modals and drawers, which have no
 * trigger) they stay on <body>.
 */
export function popupContainer(trigger?: HTMLElement): HTMLElement {
  return trigger?.closest<HTMLElement>('main, header') ?? document.body;
}

/**
 * antd's theme (light or dark, as chosen or as the system prefers) and locale (following the interface language).
 * The App context (messages, modals) is the shell's.
 */
export function ThemedAntd({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = useAntdLocale(i18n.resolvedLanguage ?? i18n.language);
  const { scheme } = useColorScheme();
  return (
    <ConfigProvider theme={themes[scheme]} locale={locale} getPopupContainer={popupContainer}>
      {children}
    </ConfigProvider>
  );
}

/**
 * The layout route of every antd screen (sign-in, shell, error pages). It is a lazy part, so the public pages
 * and the first paint of the app load no antd at all.
 */
export default function AntdLayout() {
  // Every back-office namespace before the first antd screen renders (the sign-in page fetched only its own).
  useTranslation([...namespaces]);
  return (
    <ThemedAntd>
      <Suspense fallback={<FullPageLoading />}>
        <Outlet />
      </Suspense>
    </ThemedAntd>
  );
}
