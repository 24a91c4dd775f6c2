import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './VisuallyHidden';

/**
 * The place of content that is loading, as antd's Skeleton draws it (plain.css `.app-skeleton`, as a list's first
 * load): a title line and `rows` lines, busy for assistive technology, which reads "Loading…".
 */
export function LoadingLines({ rows = 6 }: { rows?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="app-skeleton" role="status" aria-busy="true">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <span className="app-skeleton__line app-skeleton__line--title" aria-hidden="true" />
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="app-skeleton__line" aria-hidden="true" />
      ))}
    </div>
  );
}
