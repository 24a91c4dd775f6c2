import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { tabStops } from './focusable';
import { Icon } from './icons';

/**
 * The side menu on small screens: a modal panel from the left. It takes focus when opened (its first link), keeps
 * Tab inside, closes on Escape, on the close button and on a click beside it, and gives focus back to what had it
 * (the menu button).
 */
export function MenuDrawer({
  open,
  onClose,
  label,
  children,
}: {
  open: boolean;
  onClose(): void;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const panel = useRef<HTMLDivElement>(null);
  const close = useEffectEvent(() => onClose());

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = panel.current;
    // The first link of the menu (past the brand and the close button), or the panel itself.
    const first = root?.querySelector<HTMLElement>('nav a[href], nav button') ?? root;
    first?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') trapTab(event, root);
    };
    document.addEventListener('keydown', onKeyDown);
    // The page behind does not scroll under the panel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="app-drawer">
      <div className="app-drawer__mask" onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        className="app-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
      >
        <button
          type="button"
          className="app-icon-button app-drawer__close"
          aria-label={t('close')}
          onClick={onClose}
        >
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}

/** Keeps Tab inside `root`: from its last stop to the first, Shift+Tab from the first (or itself) to the last. */
function trapTab(event: KeyboardEvent, root: HTMLElement | null) {
  const stops = tabStops(root);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return event.preventDefault();
  const active = document.activeElement;
  const outside = !root?.contains(active);
  if (event.shiftKey && (active === first || active === root || outside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first.focus();
  }
}
