import { useEffect, useRef, type ReactNode } from 'react';

const SCROLLERS = '.app-table__scroll';
const REGION_CLASS = 'app-scroll-region';

/**
 * Makes the tables inside it scrollable by keyboard (WCAG 2.1.1, axe `scrollable-region-focusable`): a table
 * wider than its place (a phone) scrolls sideways, and when none of its cells holds a link or a button the
 * keyboard could not reach the hidden columns. While a table overflows, its scroll container becomes a Tab stop
 * and a named region (arrow keys scroll it); when it fits, it is neither.
 */
export function KeyboardScroll({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const update = () => {
      for (const el of root.querySelectorAll<HTMLElement>(SCROLLERS)) {
        const overflows = el.scrollWidth > el.clientWidth + 1;
        if (overflows && !el.classList.contains(REGION_CLASS)) {
          el.classList.add(REGION_CLASS);
          el.tabIndex = 0;
          el.setAttribute('role', 'region');
          el.setAttribute('aria-label', label);
        } else if (!overflows && el.classList.contains(REGION_CLASS)) {
          el.classList.remove(REGION_CLASS);
          el.removeAttribute('tabindex');
          el.removeAttribute('role');
          el.removeAttribute('aria-label');
        }
      }
    };
    update();
    // Rows arrive and the width changes after the first render; attributes set here do not trigger either.
    const mutations = new MutationObserver(update);
    mutations.observe(root, { childList: true, subtree: true });
    const resizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    resizes?.observe(root);
    return () => {
      mutations.disconnect();
      resizes?.disconnect();
    };
  }, [label]);
  return (
    <div ref={ref} className="app-keyboard-scroll">
      {children}
    </div>
  );
}
