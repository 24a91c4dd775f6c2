import type { ReactNode } from 'react';

/**
 * An error as antd's Alert shows it (plain.css `.app-notice`, as a list's refresh warning): a tinted box with a
 * round icon, the title and an optional description. `role="alert"` by default, so that it is read out when it
 * appears; `status` for one that is no news (a state shown with the page).
 */
export function Notice({
  title,
  description,
  role = 'alert',
}: {
  title: ReactNode;
  description?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <div className={`app-notice app-notice--error${description ? '' : ' app-notice--short'}`} role={role}>
      <span className="app-notice__icon" aria-hidden="true">
        !
      </span>
      <div className="app-notice__body">
        <div className="app-notice__title">{title}</div>
        {description && <div>{description}</div>}
      </div>
    </div>
  );
}
