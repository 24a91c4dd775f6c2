import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface GalleryImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * The hotel's pictures: a row that snaps picture by picture, so a finger swipes through it; the arrow keys and the
 * two buttons step through it too. Pictures after the first load lazily.
 */
export function Gallery({ label, images }: { label: string; images: GalleryImage[] }) {
  const { t } = useTranslation('booking');
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);

  const go = (index: number) => {
    const el = track.current;
    if (!el) return;
    const next = Math.max(0, Math.min(images.length - 1, index));
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    el.scrollTo?.({ left: next * el.clientWidth, behavior: reduce ? 'auto' : 'smooth' });
    setCurrent(next);
  };
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setCurrent(Math.round(el.scrollLeft / el.clientWidth));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight') go(current + 1);
    else if (event.key === 'ArrowLeft') go(current - 1);
    else return;
    event.preventDefault();
  };

  if (!images.length) return null;
  return (
    <section className="bk-gallery" aria-roledescription={t('hotel.carousel')} aria-label={label}>
      {/* A scrolling region must be reachable by keyboard (WCAG 2.1.1, axe scrollable-region-focusable); arrows step it. */}
      {/* eslint-disable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
      <div
        ref={track}
        className="bk-gallery-track"
        tabIndex={0}
        role="group"
        aria-label={t('hotel.picture', { n: current + 1, total: images.length })}
        onScroll={onScroll}
        onKeyDown={onKeyDown}
      >
        {/* eslint-enable jsx-a11y/no-noninteractive-element-interactions, jsx-a11y/no-noninteractive-tabindex */}
        {images.map((image, i) => (
          <img
            key={image.url}
            src={image.url}
            alt={image.alt}
            width={image.width}
            height={image.height}
            loading={i === 0 ? 'eager' : 'lazy'}
            decoding="async"
          />
        ))}
      </div>
      {images.length > 1 && (
        <div className="bk-gallery-controls">
          <button
            type="button"
            className="bk-icon-button"
            onClick={() => go(current - 1)}
            disabled={current === 0}
            aria-label={t('hotel.previous')}
          >
            ‹
          </button>
          <span aria-live="polite">{t('hotel.picture', { n: current + 1, total: images.length })}</span>
          <button
            type="button"
            className="bk-icon-button"
            onClick={() => go(current + 1)}
            disabled={current === images.length - 1}
            aria-label={t('hotel.next')}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
