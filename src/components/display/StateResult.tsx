import type { ReactNode } from 'react';

/**
 * A screen's or drawer's state instead of its data (nothing offered, could not load), in plain HTML and app.css
 * (`.app-result`, as the route error view): antd's Result, with its images, was 10 KB gzip of the first list's
 * load for states that are rarely shown.
 */
export function StateResult({
  status,
  title,
  subTitle,
  extra,
}: {
  status: 'info' | 'error';
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`app-result app-result--${status} app-result--inline`}>
      <span className="app-result__icon" aria-hidden>
        {status === 'info' ? 'i' : '!'}
      </span>
      <div className="app-result__title">{title}</div>
      {subTitle && <div className="app-result__text">{subTitle}</div>}
      {extra && <div className="app-result__actions">{extra}</div>}
    </div>
  );
}
