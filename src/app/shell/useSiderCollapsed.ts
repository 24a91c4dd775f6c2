import { useCallback, useState } from 'react';
import { readPreference, writePreference } from '@/lib/browserStorage';

export const SIDER_COLLAPSED_KEY = 'cc.sider.collapsed';

/** The side menu's collapsed state, kept in localStorage so it survives a reload. */
export function useSiderCollapsed() {
  const [collapsed, setCollapsed] = useState(
    () => readPreference<boolean>(SIDER_COLLAPSED_KEY, false) === true,
  );
  const toggle = useCallback(() => {
    setCollapsed((previous) => {
      writePreference(SIDER_COLLAPSED_KEY, !previous);
      return !previous;
    });
  }, []);
  return [collapsed, toggle] as const;
}
