import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * "Skip to main content": the first stop of the Tab key, hidden until focused. Moves focus to the page content
 * (past the side menu and the top bar) without adding a #fragment to the address.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="app-skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      {t('skipToContent')}
    </a>
  );
}
