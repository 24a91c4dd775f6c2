import { useId, type ReactNode } from 'react';

export interface PlainCardProps {
  /** The card's title, a heading: h2 for a section of the page (under its h1), h3 inside such a section. */
  title: ReactNode;
  level?: 2 | 3;
  /** Beside the title, at its end (a link, a button). */
  extra?: ReactNode;
  /** `small`: antd's small card (38 px head, 12 px padding), for dense screens such as the dashboard. */
  size?: 'default' | 'small';
  className?: string;
  children: ReactNode;
}

/**
 * antd's Card in plain HTML (plain.css `.app-card`): a section named by its heading, so that screen readers list
 * it among the page's regions and headings. antd's Card brings its Tabs (≈ 14 KB gzip with the card itself).
 */
export function PlainCard({
  title,
  level = 2,
  extra,
  size = 'default',
  className,
  children,
}: PlainCardProps) {
  const id = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const classes = ['app-card', size === 'small' ? 'app-card--small' : '', className ?? ''].filter(Boolean);
  return (
    <section className={classes.join(' ')} aria-labelledby={id}>
      <div className="app-card__head">
        <Heading id={id} className="app-card__title">
          {title}
        </Heading>
        {extra && <div className="app-card__extra">{extra}</div>}
      </div>
      <div className="app-card__body">{children}</div>
    </section>
  );
}
